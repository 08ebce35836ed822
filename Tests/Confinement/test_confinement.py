"""Confinement of `screenkit lsp`, proven with strace: the server opens files only inside the
workspace folder it was given and the projects of the documents the client opened outside it
(the nearest folder upward with a screenkit.json, its whole tree; else the document's own
folder without subfolders; `.screen` files outside hidden folders there and the project's
screenkit.json), never through a symbolic link that leads out, opens nothing for writing,
changes nothing on disk, and starts no program and no process after its own start.

The server runs under `strace -f -e trace=file,process` with a workspace that holds a link
to a folder outside, a link to a file outside, a hidden folder and a screenkit.json. Outside
it: a project marked by a screenkit.json with a sibling that no document names (read for
facts once a document there is opened), a hidden folder and a link to a folder elsewhere
inside that project, a file in the project's parent folder, an unmarked folder with a
subfolder, and a folder that no document is opened in. The client opens, edits and closes
documents inside and outside the workspace and through the links, names outside files in
watched-file events, and changes files on disk while the server polls.

Allowed besides, and nothing else: the binary's runtime as listed in RUNTIME_PREFIXES
(shared libraries and the loader cache, /proc/self, /sys CPU information, /dev, locale
files), and the binary's shared libraries as `ldd` names them (the Swift runtime and the
loader's search for them along the RUNPATH).
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Support"))
from lsp_client import LSPClient  # noqa: E402
BINARY = os.path.realpath(os.environ.get("SCREENKIT_BIN", str(ROOT / ".build" / "debug" / "screenkit")))
STRACE = shutil.which("strace")
TIMEOUT = 20

# What the process may open outside the workspace: its own runtime.
RUNTIME_PREFIXES = (
    "/etc/ld.so.cache", "/etc/ld.so.preload",
    "/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/",
    "/proc/self/", "/proc/thread-self/", "/sys/devices/system/cpu/", "/sys/fs/cgroup/",
    "/dev/",
    "/usr/share/locale/", "/usr/lib/locale/", "/usr/share/i18n/", "/etc/localtime",
)
WRITE_FLAGS = ("O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC", "O_APPEND")
MUTATING_CALLS = ("unlink", "unlinkat", "rename", "renameat", "renameat2", "mkdir", "mkdirat", "rmdir",
                  "symlink", "symlinkat", "link", "linkat", "chmod", "fchmodat", "chown", "fchownat", "lchown",
                  "truncate", "utimensat", "utime", "utimes", "mknod", "mknodat", "creat", "setxattr", "lsetxattr")


def shared_libraries(binary):
    """The binary's shared libraries as `ldd` resolves them: the folders they come from (the
    Swift runtime lives outside /usr/lib), and their names, which the dynamic loader looks
    for along the RUNPATH (the binary's own folder first) before it finds them."""
    output = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    folders, names = set(), set()
    for match in re.finditer(r"(\S+) => (/\S+)", output):
        names.add(match.group(1))
        folders.add(os.path.dirname(match.group(2)) + "/")
    return tuple(sorted(folders)), names


def is_runtime(path, libraries):
    folders, names = libraries
    return path.startswith(RUNTIME_PREFIXES) or path.startswith(folders) or os.path.basename(path) in names


SYSCALL = re.compile(r"^(?:\[pid\s+\d+\] |\d+\s+)?(\w+)\((.*)\)\s+=\s+(-?\d+|\?)")


def syscalls(log):
    calls = []
    for line in log.read_text(errors="replace").splitlines():
        match = SYSCALL.match(line)
        if match:
            calls.append((match.group(1), match.group(2), match.group(3), line))
    return calls


def first_path(arguments):
    match = re.search(r'"((?:[^"\\]|\\.)*)"', arguments)
    return match.group(1).encode().decode("unicode_escape").encode("latin-1").decode("utf-8", "replace") if match else None


# Names of the links the fixtures plant: no file may be opened through them.
LINK_NAMES = ("link-out", "secret-link", "escape")


def in_project(real, projects, directory=False):
    """Whether a real path is one the projects let the server read: a `.screen` file under no
    hidden folder of a marked project (or its screenkit.json), or in an unmarked project's
    folder itself; a folder to list, the project's own or (marked) one under it not hidden."""
    for folder, marked in projects:
        folder = os.path.realpath(folder)
        if directory and real == folder:
            return True
        if not real.startswith(folder + os.sep):
            continue
        parts = real[len(folder) + 1:].split(os.sep)
        if directory:
            if marked and not any(part.startswith(".") for part in parts):
                return True
            continue
        if marked and parts == ["screenkit.json"]:
            return True
        if real.endswith(".screen") and (marked or len(parts) == 1) and not any(part.startswith(".") for part in parts[:-1]):
            return True
    return False


def violations(calls, ws, projects, libraries):
    """Every traced call that breaks confinement, as strace wrote it. `projects` are the
    (folder, marked) projects of the documents the client opened outside the workspace."""
    found = []
    real_ws = os.path.realpath(ws)

    def inside_workspace(path):
        real = os.path.realpath(path)
        return real == real_ws or real.startswith(real_ws + os.sep)

    for name, args, result, line in calls:
        if name in ("open", "openat", "openat2", "creat"):
            path = first_path(args) or ""
            if any(flag in args for flag in WRITE_FLAGS) or name == "creat":
                found.append(f"opened for writing: {line}")
            elif path == BINARY or is_runtime(path, libraries):
                continue
            elif not os.path.isabs(path):
                found.append(f"opened a relative path: {line}")
            elif any(link in path for link in LINK_NAMES) or path != os.path.realpath(path) and not inside_workspace(path):
                found.append(f"opened through a link: {line}")
            elif inside_workspace(path):
                if "/.hidden/" in path:
                    found.append(f"opened in a hidden folder: {line}")
            elif not in_project(os.path.realpath(path), projects, "O_DIRECTORY" in args):
                found.append(f"opened outside the workspace and the opened documents' projects: {line}")
        elif name in MUTATING_CALLS:
            found.append(f"changed the disk: {line}")
        elif name in ("execve", "execveat") and BINARY not in args:
            found.append(f"started a program: {line}")
        elif name in ("fork", "vfork") or (name in ("clone", "clone3") and "CLONE_THREAD" not in args):
            found.append(f"started a process: {line}")
    executions = [line for name, _, _, line in calls if name in ("execve", "execveat")]
    if len(executions) > 1:
        found.append(f"executed more than itself: {executions}")
    return found


def plant(tmp_path):
    """The workspace and everything around it (see the module's text); returns the folders."""
    ws, outside, loose, elsewhere = (tmp_path / name for name in ("ws", "outside", "loose", "elsewhere"))
    for folder in (ws / "sub", ws / ".hidden", outside / "mail", outside / ".hidden", loose / "sub", elsewhere):
        folder.mkdir(parents=True)
    (ws / "a.screen").write_text('screen A {\n    NavigationBar { title: "A" }\n    Button "Next" { pushes: B }\n}\n')
    (ws / "sub" / "b.screen").write_text('screen B {\n    NavigationBar { title: "B" }\n}\n')
    (ws / ".hidden" / "h.screen").write_text("screen Hidden {}\n")
    (ws / "screenkit.json").write_text('{"rules": {}}\n')
    (outside / "screenkit.json").write_text('{"rules": {}}\n')
    (outside / "secret.screen").write_text("screen Secret {}\n")
    (outside / "other.screen").write_text("screen Other {}\n")
    (outside / "mail" / "sibling.screen").write_text("screen Sibling {}\n")
    (outside / ".hidden" / "h.screen").write_text("screen OutsideHidden {}\n")
    (outside / "notes.txt").write_text("not a screen\n")
    (tmp_path / "parent.screen").write_text("screen Parent {}\n")
    (loose / "doc.screen").write_text("screen Doc {}\n")
    (loose / "neighbour.screen").write_text("screen Neighbour {}\n")
    (loose / "sub" / "deep.screen").write_text("screen Deep {}\n")
    (elsewhere / "far.screen").write_text("screen Far {}\n")
    os.symlink(outside, ws / "link-out")
    os.symlink(outside / "secret.screen", ws / "secret-link.screen")
    os.symlink(elsewhere, outside / "escape")
    os.symlink(elsewhere / "far.screen", outside / "escape.screen")
    return ws, outside, loose, elsewhere


def test_the_checks_catch_each_kind_of_violation(tmp_path):
    """The checks above, on made-up strace lines: each kind of violation is reported."""
    ws, outside, loose, elsewhere = plant(tmp_path)
    projects = [(outside, True), (loose, False)]
    lines = [
        f'7 openat(AT_FDCWD, "{ws}/link-out/secret.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{ws}/secret-link.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{ws}/.hidden/h.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{outside}/.hidden/h.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{outside}/escape/far.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{outside}/escape.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{outside}/notes.txt", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{tmp_path}/parent.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{loose}/sub/deep.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{loose}/sub", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 3',
        f'7 openat(AT_FDCWD, "{outside}/.hidden", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 3',
        f'7 openat(AT_FDCWD, "{tmp_path}", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 3',
        f'7 openat(AT_FDCWD, "{elsewhere}/far.screen", O_RDONLY|O_CLOEXEC) = 3',
        f'7 openat(AT_FDCWD, "{ws}/a.screen", O_WRONLY|O_CREAT|O_TRUNC, 0644) = 3',
        f'7 openat(AT_FDCWD, "{outside}/other.screen", O_RDWR) = 3',
        '7 openat(AT_FDCWD, "/etc/passwd", O_RDONLY) = 3',
        '7 openat(AT_FDCWD, "a.screen", O_RDONLY) = 3',
        f'7 unlink("{ws}/a.screen") = 0',
        '7 execve("/bin/sh", ["sh"], 0x7ffc /* 20 vars */) = 0',
        '7 clone(child_stack=NULL, flags=CLONE_CHILD_CLEARTID|CLONE_CHILD_SETTID|SIGCHLD) = 8',
    ]
    log = tmp_path / "log"
    log.write_text("\n".join(lines) + "\n")
    found = violations(syscalls(log), ws, projects, ((), set()))
    assert len(found) == len(lines), "\n".join(found)
    good = tmp_path / "good"
    good.write_text(f'7 openat(AT_FDCWD, "{ws}/a.screen", O_RDONLY|O_CLOEXEC) = 3\n'
                    f'7 openat(AT_FDCWD, "{outside}/other.screen", O_RDONLY|O_CLOEXEC) = 3\n'
                    f'7 openat(AT_FDCWD, "{outside}/mail/sibling.screen", O_RDONLY|O_CLOEXEC) = 3\n'
                    f'7 openat(AT_FDCWD, "{outside}/screenkit.json", O_RDONLY|O_CLOEXEC) = 3\n'
                    f'7 openat(AT_FDCWD, "{loose}/neighbour.screen", O_RDONLY|O_CLOEXEC) = 3\n'
                    f'7 openat(AT_FDCWD, "{outside}", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 3\n'
                    f'7 openat(AT_FDCWD, "{outside}/mail", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 3\n'
                    f'7 openat(AT_FDCWD, "{loose}", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 3\n'
                    '7 openat(AT_FDCWD, "/lib/x86_64-linux-gnu/libc.so.6", O_RDONLY|O_CLOEXEC) = 3\n'
                    '7 clone3({flags=CLONE_VM|CLONE_FS|CLONE_FILES|CLONE_SIGHAND|CLONE_THREAD|CLONE_SYSVSEM, exit_signal=0}, 88) = 9\n')
    assert violations(syscalls(good), ws, projects, ((), set())) == []
    # Without a document opened there, a project's files are outside too.
    assert len(violations(syscalls(good), ws, [], ((), set()))) == 7


@pytest.fixture
def workspace(tmp_path):
    return plant(tmp_path)


@pytest.mark.skipif(STRACE is None, reason="strace is not installed (make deps installs it)")
def test_server_opens_nothing_outside_the_workspace_and_projects_writes_nothing_runs_nothing(workspace, tmp_path):
    ws, outside, loose, elsewhere = workspace
    log = tmp_path / "strace.log"
    server_log = open(os.environ.get("CONFINEMENT_SERVER_LOG", os.devnull), "wb")
    client = LSPClient([STRACE, "-f", "-qq", "-o", str(log), "-e", "trace=file,process", BINARY, "lsp", "--log-level", "debug"], stderr=server_log, timeout=TIMEOUT)
    try:
        # No watcher registration offered: the server polls the folder every 2 seconds.
        client.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {},
                                      "workspaceFolders": [{"uri": ws.as_uri(), "name": "ws"}]})
        client.notify("initialized", {})
        a = (ws / "a.screen").as_uri()
        # Outside the workspace, documents of the marked project (directly and through the
        # links) and of the unmarked folder; none in `elsewhere`.
        for uri in (a, (ws / "secret-link.screen").as_uri(), (outside / "secret.screen").as_uri(),
                    (ws / "link-out" / "other.screen").as_uri(), (loose / "doc.screen").as_uri()):
            client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "screen", "version": 1,
                                                                     "text": "screen Open { Label \"x\" }\n"}})
            client.diagnostics(uri, 1)
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                                      "contentChanges": [{"text": "screen Changed {}\n"}]})
            client.diagnostics(uri, 2)
            # Closing falls back to the disk for files inside the workspace, and stays a fact
            # for the files of a project read.
            client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        client.notify("workspace/didChangeWatchedFiles", {"changes": [
            {"uri": (outside / "secret.screen").as_uri(), "type": 1},
            {"uri": (ws / "link-out" / "other.screen").as_uri(), "type": 2},
            {"uri": (ws / "secret-link.screen").as_uri(), "type": 2},
            {"uri": (ws / ".." / "outside" / "other.screen").as_uri(), "type": 1},
            {"uri": (elsewhere / "far.screen").as_uri(), "type": 1},
            {"uri": (outside / "escape.screen").as_uri(), "type": 2},
            {"uri": (outside / ".hidden" / "h.screen").as_uri(), "type": 2},
            {"uri": (tmp_path / "parent.screen").as_uri(), "type": 1},
            {"uri": (loose / "sub" / "deep.screen").as_uri(), "type": 2},
            {"uri": (ws / "screenkit.json").as_uri(), "type": 2},
            {"uri": (ws / "sub" / "b.screen").as_uri(), "type": 2},
        ]})
        # Changes on disk, inside and outside, while the server polls.
        (ws / "sub" / "b.screen").write_text('screen B {\n    NavigationBar { title: "Bee" }\n}\n')
        (ws / "new.screen").write_text("screen New {\n")  # a syntax error, so it has diagnostics to publish
        (outside / "secret.screen").write_text("screen Secret2 {}\n")
        client.diagnostics((ws / "new.screen").as_uri())
        client.request("shutdown", None)
        client.notify("exit", None)
        assert client.process.wait(timeout=TIMEOUT) == 0
    finally:
        if client.process.poll() is None:
            client.process.kill()

    calls = syscalls(log)
    assert calls, "strace recorded nothing"
    opened = [first_path(args) for name, args, _, _ in calls if name in ("open", "openat", "openat2")]
    assert str(ws / "a.screen") in opened, "the workspace files were not read"
    # The siblings that no document names were read for facts: the projects were read.
    assert str(outside / "mail" / "sibling.screen") in opened, "the marked project outside was not read"
    assert str(loose / "neighbour.screen") in opened, "the unmarked folder outside was not read"
    assert violations(calls, ws, [(outside, True), (loose, False)], shared_libraries(BINARY)) == []
    # The outside files are as the test left them.
    assert (outside / "secret.screen").read_text() == "screen Secret2 {}\n"
