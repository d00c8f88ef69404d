"""No setting the bot ignores and none it reads in secret: the README's settings table, .env.example,
the Dockerfile and the code agree; and the Docker image installs the pinned dependencies."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from bot.config import load_config

REPO = Path(__file__).resolve().parents[1]
NAME = r"(?:PBP_[A-Z_]+|DISCORD_TOKEN|[A-Z0-9]+_DATA_DIR)"


def table() -> set[str]:
    text = (REPO / "README.md").read_text()
    section = text.split("## Configuration", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    return {name for row in rows for name in re.findall(rf"`({NAME})`", row.split("|")[1])}


def read_by_code() -> set[str]:
    return {
        name
        for folder in ("bot", "cogs")
        for path in (REPO / folder).rglob("*.py")
        for name in re.findall(rf"[\"']({NAME})[\"']", path.read_text())
    }


def test_every_setting_the_code_reads_is_in_the_readme_and_nothing_else() -> None:
    assert read_by_code() == table()


def test_env_example_and_dockerfile_name_only_settings_that_exist() -> None:
    example = set(re.findall(rf"^({NAME})=", (REPO / ".env.example").read_text(), re.M))
    docker = set(re.findall(rf"\b({NAME})=", (REPO / "Dockerfile").read_text()))
    assert example and example <= table()
    assert docker and docker <= table()


SAMPLES = {
    "DISCORD_TOKEN": "a.b.c",
    "PBP_DATABASE": "/elsewhere/x.sqlite3",
    "PBP_DEV_GUILD": "123",
    "PBP_MAP_DIR": "/elsewhere/maps",
    "PBP_LOG_LEVEL": "DEBUG",
    "PBP_BACKUP_DIR": "/elsewhere/backups",
    "PBP_BACKUP_EVERY": "6",
    "PBP_BACKUP_KEEP": "3",
    "PBP_LANG": "cs",
}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_each_bot_setting_changes_the_configuration(name: str) -> None:
    assert load_config({name: SAMPLES[name]}, dotenv_path=None) != load_config({}, dotenv_path=None)


def test_the_data_folder_settings_are_read_by_the_game_loaders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.engine.records import data_dir

    for name in ("MK_DATA_DIR", "HOMM3_DATA_DIR"):
        monkeypatch.setenv(name, str(tmp_path))
        assert data_dir(None, name) == tmp_path
    assert set(SAMPLES) | {"MK_DATA_DIR", "HOMM3_DATA_DIR"} == table()


def locked() -> dict[str, str]:
    text = (REPO / "requirements.lock").read_text()
    return {canonicalize_name(n): v for n, v in re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", text, re.M)}


def test_the_lock_pins_every_dependency_within_pyproject() -> None:
    pins = locked()
    text = (REPO / "requirements.lock").read_text()
    assert text.count("==") == len(pins) and "--hash=sha256:" in text
    deps = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["dependencies"]
    for dep in map(Requirement, deps):
        name = canonicalize_name(dep.name)
        assert name in pins, f"{dep.name} is not in requirements.lock: regenerate it (see its first lines)"
        assert dep.specifier.contains(pins[name]), f"{dep.name}=={pins[name]} is outside {dep.specifier}"


def test_the_image_installs_from_the_lock_stops_cleanly_and_checks_health() -> None:
    docker = (REPO / "Dockerfile").read_text()
    assert "pip install --require-hashes -r requirements.lock" in docker
    assert "pip install --no-deps ." in docker  # the package alone: nothing unpinned comes in
    assert re.search(r'^HEALTHCHECK .*\n?.*CMD \["python", "-m", "bot.health"\]', docker, re.M)
    assert 'CMD ["python", "-m", "bot"]' in docker  # exec form: python is PID 1 and gets the SIGTERM
