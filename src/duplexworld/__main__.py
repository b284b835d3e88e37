"""``python -m duplexworld``: the same entry point as the ``duplexworld`` command."""

import sys

from duplexworld.cli import main

sys.exit(main())
