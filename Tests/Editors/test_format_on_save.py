"""Format on save in the real editors, against the real server (or `screenkit format -` for
ALE's fixer): Neovim (current and 0.7) through vim.lsp.buf.format, Emacs through
eglot-format-buffer, Vim through ALE's fixer. Each writes the file formatted, as
`screenkit format` would, and a mark on a line stays on that line."""
import json
import subprocess

import pytest

from conftest import DRIVERS, ROOT, read_result, run_editor, venv_bin
import test_neovim
import test_vim

MESSY = 'screen Inbox{\n  NavigationBar {title:"收件匣 📬"}\n      Label "週五 😀"{font:body}\n}'
TIDY = 'screen Inbox {\n    NavigationBar { title: "收件匣 📬" }\n    Label "週五 😀" { font: body }\n}\n'
MARK = 'Label "週五'


def write_plan(folder):
    workspace = folder / "workspace"
    workspace.mkdir()
    screen = workspace / "inbox.screen"
    screen.write_text(MESSY, encoding="utf-8")
    plan = folder / "plan.json"
    plan.write_text(json.dumps({"file": str(screen), "result": str(folder / "result.json"), "timeout_ms": 8000, "mark": MARK}), encoding="utf-8")
    return plan


def test_the_expected_text_is_what_the_command_line_gives(binary):
    completed = subprocess.run([str(binary), "format", "-"], input=MESSY.encode(), capture_output=True, timeout=20)
    assert completed.stdout.decode() == TIDY


@pytest.mark.parametrize("version", ["current", "0.7"])
def test_neovim_formats_on_save(binary, version, tmp_path):
    plan = write_plan(tmp_path)
    init = tmp_path / "init.lua"
    init.write_text(
        f"vim.opt.runtimepath:prepend({str(test_neovim.PLUGIN)!r})\n"
        f"require('screenkit').setup({{ cmd = {{ {str(binary)!r}, 'lsp' }}, format_on_save = true }})\n")
    completed = run_editor([str(test_neovim.nvim(version)), "--headless", "--clean", "-u", str(init),
                            "-c", f"luafile {DRIVERS / 'neovim_format.lua'}", str(plan)], env={"LC_ALL": "", "LANG": "C.UTF-8"})
    result = read_result(tmp_path / "result.json", completed)
    assert result["written"] == TIDY
    # Neovim 0.7 drops a named mark on a line an edit touches; later versions keep it.
    if version == "current":
        assert result["mark_line"] == '    Label "週五 😀" { font: body }'


def test_emacs_formats_on_save_through_eglot(binary, tmp_path):
    plan = write_plan(tmp_path)
    completed = run_editor(["emacs", "--batch", "-l", str(ROOT / "editors" / "emacs" / "screen-mode.el"),
                            "--eval", f'(setq screen-server-program "{binary}" screen-format-on-save t)',
                            "-l", str(DRIVERS / "emacs_format.el"), str(plan)], env={"LC_ALL": "", "LANG": "C.UTF-8"})
    result = read_result(tmp_path / "result.json", completed)
    assert result["written"] == TIDY
    assert result["mark_line"] == '    Label "週五 😀" { font: body }'


def test_vim_ale_fixer_formats_on_save(binary, tmp_path):
    plan = write_plan(tmp_path)
    completed = test_vim.vim("--cmd", f"let g:ale_screen_screenkit_executable = {json.dumps(str(binary))}",
                             "-S", str(DRIVERS / "vim_format.vim"), str(plan), env={"LANG": "C.UTF-8"})
    result = read_result(tmp_path / "result.json", completed)
    assert result["written"] == TIDY
    assert result["buffer"] + "\n" == TIDY


def test_the_vim_fixer_leaves_a_file_with_syntax_errors_as_it_is(binary, tmp_path):
    plan = write_plan(tmp_path)
    screen = json.loads(plan.read_text())["file"]
    broken = 'screen Inbox{\n  title: \n'
    open(screen, "w", encoding="utf-8").write(broken)
    completed = test_vim.vim("--cmd", f"let g:ale_screen_screenkit_executable = {json.dumps(str(binary))}",
                             "-S", str(DRIVERS / "vim_format.vim"), str(plan), env={"LANG": "C.UTF-8"})
    result = read_result(tmp_path / "result.json", completed)
    assert result["written"] == broken
