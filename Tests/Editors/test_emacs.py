"""Emacs 28 with editors/emacs/screen-mode.el and Debian's Eglot, against the real server;
and screen-mode's own highlighting, indentation and comments."""
import json

import pytest

import scenario
from scenario_tests import test_completion, test_diagnostics_follow_the_edits, test_hover_in_the_locale  # noqa: F401
from conftest import DRIVERS, ROOT, STAND_IN_SERVER, read_result, run_editor

MODE = ROOT / "editors" / "emacs" / "screen-mode.el"

# (locale the test expects, environment, screen-locale setting)
RUNS = [("en", {"LANG": "C.UTF-8"}, None), ("zh-Hant", {"LANG": "zh_TW.UTF-8"}, None), ("zh-Hans", {"LANG": "C.UTF-8"}, "zh-Hans")]


def emacs(*arguments, env=None):
    # --batch without -Q: Debian's site files put Eglot on the load path.
    return run_editor(["emacs", "--batch", *arguments], env={"LC_ALL": "", **(env or {})})


def play(server, run, folder):
    locale, env, setting = run
    plan = scenario.write_plan(folder, scenario.make_workspace(folder / "workspace"))
    settings = f'(setq screen-server-program "{server}" screen-locale {json.dumps(setting) if setting else "nil"})'
    completed = emacs("-l", str(MODE), "--eval", settings, "-l", str(DRIVERS / "emacs.el"), str(plan), env=env)
    return read_result(folder / "result.json", completed), locale


@pytest.fixture(scope="module", params=RUNS, ids=lambda run: f"emacs-{run[0]}")
def played(request, binary, tmp_path_factory):
    return play(binary, request.param, tmp_path_factory.mktemp(f"emacs-{request.param[0]}"))


def test_a_declaration_in_another_buffer_settles_a_finding(binary, tmp_path):
    """The other buffer's edit changes what the first buffer's link finds: the server pushes
    the first buffer's diagnostics again, and Eglot shows them."""
    plan = scenario.write_cross_file_plan(tmp_path)
    settings = f'(setq screen-server-program "{binary}")'
    completed = emacs("-l", str(MODE), "--eval", settings, "-l", str(DRIVERS / "emacs_cross_file.el"), str(plan), env={"LANG": "C.UTF-8"})
    scenario.check_cross_file(read_result(tmp_path / "result.json", completed))


def test_the_driver_reads_hover_and_completion_from_a_server_that_offers_them(tmp_path):
    result, locale = play(STAND_IN_SERVER, RUNS[1], tmp_path)
    scenario.check_everything(result, locale)


def test_eglot_contact_carries_the_locale_and_rules():
    script = """(progn (setq screen-locale "zh-Hant" screen-rules '((toolbar-prefer-icons . "off")))
                       (princ (json-encode (screen-eglot-contact))))"""
    completed = emacs("-l", str(MODE), "--eval", "(require 'json)", "--eval", script)
    assert json.loads(completed.stdout) == [
        "screenkit", "lsp", "initializationOptions", {"locale": "zh-Hant", "rules": {"toolbar-prefer-icons": "off"}}]


def test_indentation_rebuilds_the_examples(tmp_path):
    """Every example, with its indentation removed, is indented back as it was written."""
    for example in sorted((ROOT / "Docs" / "examples").glob("*.screen")):
        flat = tmp_path / example.name
        flat.write_text("\n".join(line.lstrip() for line in example.read_text().split("\n")))
        script = f"""(progn (find-file "{flat}") (indent-region (point-min) (point-max)) (princ (buffer-string)))"""
        completed = emacs("-Q", "-l", str(MODE), "--eval", script)
        assert completed.stdout == example.read_text(), example.name


def test_highlighting_and_comments():
    example = ROOT / "Docs" / "examples" / "mail.screen"
    script = f"""(progn (require (quote json)) (find-file "{example}") (font-lock-ensure)
      (let ((face-at (lambda (text) (goto-char (point-min)) (search-forward text) (get-text-property (match-beginning 0) 'face))))
        (princ (json-encode (list (funcall face-at "screen") (funcall face-at "Mailboxes {{") (funcall face-at "StatusBar")
                                  (funcall face-at "style") (funcall face-at "darkContent") (funcall face-at "\\"Edit")
                                  (funcall face-at "// Mail") (funcall face-at "#007AFF") (funcall face-at "Shown when")))))
      (princ "\\n")
      (with-temp-buffer (screen-mode) (insert "Label") (comment-region (point-min) (point-max)) (princ (buffer-string))))"""
    completed = emacs("-Q", "-l", str(MODE), "--eval", script)
    assert completed.returncode == 0, completed.stderr
    faces, commented = completed.stdout.split("\n")
    assert json.loads(faces) == [
        "font-lock-keyword-face", "font-lock-function-name-face", "font-lock-type-face",
        "font-lock-variable-name-face", "font-lock-constant-face", "font-lock-string-face",
        "font-lock-comment-delimiter-face", "font-lock-constant-face", "font-lock-comment-face"]
    assert commented == "// Label"


def test_screen_preview_shows_the_screen_at_point(binary, tmp_path):
    """`screen-preview` asks the server for the screen at point and shows its SVG in the
    *ScreenKit Preview* buffer (as text in this terminal Emacs, which draws no images)."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    notes = workspace / "notes.screen"
    notes.write_text((ROOT / "Docs" / "examples" / "notes.screen").read_text(encoding="utf-8"), encoding="utf-8")
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"file": str(notes), "result": str(tmp_path / "result.json"), "timeout_ms": 15000, "at": 'Alert "Error"'}))
    settings = f'(setq screen-server-program "{binary}")'
    completed = emacs("-l", str(MODE), "--eval", settings, "-l", str(DRIVERS / "emacs_preview.el"), str(plan), env={"LANG": "C.UTF-8"})
    result = read_result(tmp_path / "result.json", completed)
    assert result["screen"] == "NotesEditor"
    assert result["text"].startswith('<svg xmlns="http://www.w3.org/2000/svg" width="375" height="667"')
    assert 'data-findings="alert-generic-title"' in result["text"]
    assert not list(workspace.glob("*.svg"))
