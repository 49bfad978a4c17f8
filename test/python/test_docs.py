"""docs/clients.md shows every Python recipe exactly as the tests run it."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RECIPE_BLOCK = re.compile(r"<!-- recipe: (\S+) -->\n```python\n(.*?)^```$", re.DOTALL | re.MULTILINE)


def test_doc_recipes_are_the_tested_files():
    blocks = RECIPE_BLOCK.findall((ROOT / "docs/clients.md").read_text())
    shown = {path for path, _ in blocks}
    here = Path(__file__).parent
    files = [*here.glob("ulid_*.py"), here / "django_orders/models.py", *here.glob("django_orders/migrations/0*.py")]
    recipes = {str(path.relative_to(ROOT)) for path in files}
    assert shown == recipes
    for path, code in blocks:
        assert code == (ROOT / path).read_text(), f"docs/clients.md differs from {path}"
