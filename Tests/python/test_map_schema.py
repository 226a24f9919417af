"""map.json written by `vipermap index` for every sample validates against schema/map.schema.json."""
import json
import pathlib
import subprocess
import tempfile

import jsonschema
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "schema" / "map.schema.json").read_text())
SAMPLES = sorted(p.name for p in (ROOT / "Samples").iterdir() if p.is_dir())


def vipermap():
    out = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    return pathlib.Path(out.stdout.strip()) / "vipermap"


@pytest.mark.parametrize("sample", SAMPLES)
def test_sample_map_validates(sample):
    with tempfile.TemporaryDirectory() as out:
        run = subprocess.run([str(vipermap()), "index", str(ROOT / "Samples" / sample), "--output", out],
                             capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        document = json.loads(pathlib.Path(out, "map.json").read_text())
        jsonschema.Draft202012Validator(SCHEMA).validate(document)
        assert document["modules"], "a sample must have modules"


def test_schema_rejects_a_renamed_contract_field():
    bad = {"schemaVersion": 1, "modules": [{"id": "A", "name": "A", "domain": None, "state": "done", "components": []}],
           "routes": [], "entryPoints": []}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(SCHEMA).validate(bad)
