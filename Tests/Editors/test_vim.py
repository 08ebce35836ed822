"""Vim 9 with Debian's ALE and editors/vim (the ALE linter, ftdetect, syntax, indent),
against the real server. Neovim reads the same ftdetect, syntax and indent files."""
import json
import pathlib

import pytest

import scenario
from scenario_tests import test_completion, test_diagnostics_follow_the_edits, test_hover_in_the_locale  # noqa: F401
from conftest import DRIVERS, ROOT, STAND_IN_SERVER, read_result, run_editor

PLUGIN = ROOT / "editors" / "vim"
ALE = pathlib.Path("/usr/share/vim-ale")  # Debian's vim-ale

# (locale the test expects, environment, g:ale_screen_screenkit_locale)
RUNS = [("en", {"LANG": "C.UTF-8"}, ""), ("zh-Hans", {"LANG": "C.UTF-8"}, "zh-Hans"), ("zh-Hant", {"LANG": "zh_HK.UTF-8"}, "")]


def vim(*arguments, env=None):
    assert ALE.is_dir(), "Debian's vim-ale is missing: run `make deps`"
    # -u NONE under LANG=C would read the files as Latin-1.
    return run_editor(["vim", "-N", "-u", "NONE", "-i", "NONE", "-n", "-es", "--cmd", "set encoding=utf-8", "--cmd", f"set rtp^={ALE},{PLUGIN}", *arguments],
                      env={"LC_ALL": "", **(env or {})})


def play(server, run, folder):
    locale, env, setting = run
    plan = scenario.write_plan(folder, scenario.make_workspace(folder / "workspace"))
    completed = vim("--cmd", f"let g:ale_screen_screenkit_executable = {json.dumps(str(server))}",
                    "--cmd", f"let g:ale_screen_screenkit_locale = {json.dumps(setting)}",
                    "-S", str(DRIVERS / "vim.vim"), str(plan), env=env)
    return read_result(folder / "result.json", completed), locale


@pytest.fixture(scope="module", params=RUNS, ids=lambda run: f"vim-ale-{run[0]}")
def played(request, binary, tmp_path_factory):
    return play(binary, request.param, tmp_path_factory.mktemp(f"vim-{request.param[0]}"))


def test_the_driver_reads_hover_and_completion_from_a_server_that_offers_them(tmp_path):
    result, locale = play(STAND_IN_SERVER, RUNS[1], tmp_path)
    scenario.check_everything(result, locale)


def inspect(path, expression, tmp_path):
    """Opens `path` in Vim with editors/vim and returns the JSON of a Vim expression."""
    output = tmp_path / "out.json"
    completed = vim("-c", "filetype plugin indent on | syntax on", "-c", f"edit {path}",
                    "-c", f"call writefile([json_encode({expression})], {json.dumps(str(output))})", "-c", "qall!")
    assert output.exists(), completed.stderr
    return json.loads(output.read_text())


def test_syntax_groups(tmp_path):
    example = ROOT / "Docs" / "examples" / "music.screen"
    words = ["// Music", "screen", "MusicLibrary {", "StatusBar", "style", "darkContent", '"資料庫"', "true",
             "#FA2D48", "280pt", "30m", "[", "/* Now"]
    expression = "map(" + json.dumps(words) + ", {_, w -> synIDattr(synID(search('\\V' . escape(w, '\\'), 'cw'), col('.'), 1), 'name')})"
    assert inspect(example, expression, tmp_path) == [
        "screenLineComment", "screenKeyword", "screenName", "screenComponent", "screenProperty", "screenValue",
        "screenString", "screenBoolean", "screenColor", "screenNumber", "screenNumber", "screenDelimiter", "screenBlockComment"]


def test_navigation_keys(tmp_path):
    example = ROOT / "Docs" / "examples" / "mail.screen"
    assert inspect(example, "[maparg('gd', 'n'), maparg('gr', 'n'), maparg('\\rn', 'n')]", tmp_path) == [
        ":ALEGoToDefinition<CR>", ":ALEFindReferences<CR>", ":ALERename<CR>"]


def test_filetype_and_comments(tmp_path):
    example = ROOT / "Docs" / "examples" / "mail.screen"
    assert inspect(example, "[&filetype, &commentstring, &shiftwidth, &expandtab]", tmp_path) == ["screen", "// %s", 4, 1]


@pytest.mark.parametrize("example", sorted((ROOT / "Docs" / "examples").glob("*.screen")), ids=lambda p: p.name)
def test_indentation_rebuilds_the_examples(example, tmp_path):
    flat = tmp_path / example.name
    flat.write_text("\n".join(line.lstrip() for line in example.read_text().split("\n")))
    indented = tmp_path / "indented.screen"
    vim("-c", "filetype plugin indent on", "-c", f"edit {flat}", "-c", "normal! gg=G", "-c", f"write {indented}", "-c", "qall!")
    assert indented.read_text() == example.read_text()


def test_a_declaration_in_another_buffer_settles_a_finding(binary, tmp_path):
    """The other buffer's edit changes what the first buffer's link finds: the server pushes
    the first buffer's diagnostics again, and ALE shows them."""
    plan = scenario.write_cross_file_plan(tmp_path)
    completed = vim("--cmd", f"let g:ale_screen_screenkit_executable = {json.dumps(str(binary))}",
                    "-S", str(DRIVERS / "vim_cross_file.vim"), str(plan), env={"LANG": "C.UTF-8"})
    scenario.check_cross_file(read_result(tmp_path / "result.json", completed))


def test_definition_in_another_file_and_rename(binary, tmp_path):
    """`:ALEGoToDefinition` jumps into the file Vim has not open, and `:ALERename` edits both
    files. ALE 3.3 (Debian 12's) reads a percent-encoded file URI byte by byte as characters
    and sends byte columns as LSP characters: the other file stands in a folder with an ASCII
    name, and the names' lines have Chinese and emoji only after the names."""
    plan = scenario.write_navigation_plan(tmp_path, other_folder="detail", inbox_text=scenario.ALE_NAVIGATION_INBOX,
                                          detail_text=scenario.ALE_NAVIGATION_DETAIL)
    completed = vim("--cmd", f"let g:ale_screen_screenkit_executable = {json.dumps(str(binary))}",
                    "-S", str(DRIVERS / "vim_navigation.vim"), str(plan), env={"LANG": "C.UTF-8"})
    scenario.check_navigation(read_result(tmp_path / "result.json", completed), plan)
