"""The shared JSON file cache: follows the cache root, survives torn files and read-only folders."""

from duplexworld.util.filecache import JsonFileCache, cache_root, fresh_cache_root


def test_values_round_trip_under_the_cache_root(tmp_path, monkeypatch):
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    cache = JsonFileCache("things")
    cache.put("ab" + "0" * 62, {"x": [1.25, "y"]})
    assert cache.get("ab" + "0" * 62) == {"x": [1.25, "y"]}
    assert (tmp_path / "things" / "ab").is_dir()
    assert cache.get("cd" + "0" * 62) is None


def test_a_torn_entry_reads_as_missing(tmp_path, monkeypatch):
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    cache = JsonFileCache("things")
    key = "ef" + "1" * 62
    cache.put(key, {"x": 1})
    (tmp_path / "things" / "ef" / f"{key}.json").write_text("{", encoding="utf-8")
    assert cache.get(key) is None


def test_an_unwritable_cache_only_warns(tmp_path, monkeypatch, caplog):
    # a file where the cache folder should be: every write fails, even as root
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    (tmp_path / "things").write_text("not a folder", encoding="utf-8")
    cache = JsonFileCache("things")
    cache.put("aa" + "2" * 62, {"x": 1})
    cache.put("ab" + "2" * 62, {"x": 1})
    assert cache.get("aa" + "2" * 62) is None
    warnings = [r for r in caplog.records if "cache not written" in r.getMessage()]
    assert len(warnings) == 1


def test_a_fresh_root_is_empty_keeps_named_assets_and_is_restored(tmp_path, monkeypatch):
    monkeypatch.setenv("DUPLEXWORLD_CACHE", str(tmp_path))
    (tmp_path / "noise").mkdir()
    (tmp_path / "noise" / "clip.npy").write_bytes(b"x")
    (tmp_path / "dnsmos").mkdir()
    with fresh_cache_root(keep=("noise", "absent")) as folder:
        assert cache_root() == folder != tmp_path
        assert (folder / "noise" / "clip.npy").read_bytes() == b"x"
        assert not (folder / "dnsmos").exists() and not (folder / "absent").exists()
    assert cache_root() == tmp_path
