"""Installing an example package (examples/) into a folder, as a user's pip would."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

__all__ = ["pip_install_copy"]


def pip_install_copy(package: Path, root: Path) -> Path:
    """Copy the package's source tree to ``root/src`` (leaving build leftovers behind, so the
    checkout stays clean) and pip-install it there into ``root/site`` with no dependencies;
    returns the ``site`` folder to put on ``sys.path`` or ``PYTHONPATH``.

    Raises:
        subprocess.CalledProcessError: pip failed.
    """
    source = root / "src"
    shutil.copytree(package, source, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    target = root / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps"]
        + ["--target", str(target), str(source)],
        check=True,
    )
    return target
