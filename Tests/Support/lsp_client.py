"""A bare LSP client over a server process's stdio, for the benchmarks and the confinement
test: framed messages out, framed messages in (each stamped with its arrival time), requests
matched to their answers, and the server's own requests for a watcher answered."""
import json
import os
import queue
import re
import subprocess
import threading
import time


class LSPClient:
    def __init__(self, command, stderr=subprocess.DEVNULL, timeout=60):
        self.started = time.perf_counter()
        self.timeout = timeout
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
        self.messages = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                if not line.strip():
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            body = stream.read(length)
            # Stamped when the body is in, and parsed only by the reader that wants it: the
            # parse is this client's own cost (some milliseconds for a list of a thousand
            # diagnostics), not the server's, and must not hold up the stamp of the next message.
            arrived = time.perf_counter()
            self.messages.put((arrived, body))

    def send(self, message):
        self.write(self.encode(message))

    @staticmethod
    def encode(message):
        """A message framed for sending: for a benchmark that stamps its send after this
        client's own encoding (some milliseconds for a large document), as an arrival is
        stamped before the parse."""
        body = json.dumps(message, ensure_ascii=False).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def write(self, framed):
        self.process.stdin.write(framed)
        self.process.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def notification(self, method, params):
        """A notification framed for `write`."""
        return self.encode({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params, seen=None):
        """The arrival time and body of the answer; `seen` collects the methods of the
        messages read before it."""
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})

        def is_answer(message):
            if message.get("id") == request_id and "method" not in message:
                return True
            if seen is not None:
                seen.append(message.get("method"))
            return False

        def skipped(method):
            if seen is not None:
                seen.append(method)
        return self.wait(is_answer, skipped)

    def wait(self, predicate, skipped=None):
        """The arrival time and body of the first message matching `predicate`; a message
        that does not match is dropped, except that a watcher registration is accepted.
        With `skipped`, a server notification is not parsed but handed to it by method: an
        answer waited for is then not held up by this client's parse of a long list."""
        deadline = time.perf_counter() + self.timeout
        while True:
            arrived, body = self.messages.get(timeout=max(0.001, deadline - time.perf_counter()))
            method = self.notification_method(body) if skipped is not None else None
            if method is not None:
                skipped(method)
                continue
            message = json.loads(body)
            if message.get("method") == "client/registerCapability":
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            if predicate(message):
                return arrived, message

    NOTIFICATION_HEAD = re.compile(rb'\{"jsonrpc":"2\.0","method":"([^"]+)","params":')

    @classmethod
    def notification_method(cls, body):
        """The method of a server notification framed as this server writes them (requests
        from the server, which carry an id first, and answers give None)."""
        match = cls.NOTIFICATION_HEAD.match(body, 0, 160)
        return match.group(1).decode() if match else None

    def diagnostics(self, uri, version=None, seen=None):
        """The diagnostics published for `uri` (at `version`, if given); `seen` collects the
        versions published for it on the way."""
        def matches(message):
            if message.get("method") != "textDocument/publishDiagnostics":
                return False
            params = message["params"]
            if seen is not None and params["uri"] == uri:
                seen.append(params.get("version"))
            return params["uri"] == uri and (version is None or params.get("version") == version)
        return self.wait(matches)

    def peak_rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return None

    def cpu_seconds(self):
        """The server's CPU time so far, from the scheduler's nanoseconds, summed over its
        threads (the process's own schedstat counts only its first thread)."""
        total = 0
        tasks = f"/proc/{self.process.pid}/task"
        for task in os.listdir(tasks):
            try:
                with open(f"{tasks}/{task}/schedstat") as stat:
                    total += int(stat.read().split()[0])
            except OSError:  # A thread that ended since the listing.
                pass
        return total / 1e9

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
