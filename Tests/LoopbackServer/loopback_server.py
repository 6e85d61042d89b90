#!/usr/bin/env python3
"""A loopback HTTP server for Drilldown's tests and benchmark (never anything but 127.0.0.1).

Usage: loopback_server.py [--lifetime SECONDS] [--books-bytes N]
Listens on 127.0.0.1 with an ephemeral port, prints "PORT <n>" on the first line of
stdout, and exits after --lifetime seconds (default 300) or when stdin is closed (the
test process went away), whichever comes first.

Documents (PATH is one of the names in DOCS, e.g. books.xml, trends.json):
  /doc/PATH                 200 with Content-Length
  /nolength/PATH            200 without Content-Length (body ends when the connection closes)
  /chunked/PATH             200, Transfer-Encoding: chunked (4 KiB chunks)
  /gzip/PATH                200, Content-Encoding: gzip
  /etag/PATH                200 with ETag and Last-Modified; 304 when If-None-Match matches
  /slow/PATH                200 with Content-Length, 2 KiB every 40 ms (progress, cancel)
  /hold/PATH                the first half of the body, 2 s of nothing, then the rest
  /redirect/N/PATH          a chain of N redirects (relative and absolute) ending at /doc/PATH
  /loop                     redirects forever (/loop -> /loop-b -> /loop)
  /to-file                  a redirect to file:///etc/passwd
  /status/CODE              that status with a short text body
  /stall                    headers and 100 bytes of body, then nothing (idle timeout)
  /silent                   reads the request, never answers (connect timeout)
  /huge                     Content-Length of 1 GiB announced
  /endless                  no Content-Length, bytes until the client hangs up
  /truncated                Content-Length 4096, 100 bytes sent, then the connection closes
  /books-big.xml            a generated books document of --books-bytes bytes
  /count/PATH               how many requests PATH has received (text)
  /count/304/etag/PATH      how many of them /etag/PATH answered with 304 Not Modified
A request with an absolute URI ("GET http://…/doc/books.xml", as sent to a proxy) is
served as its path: the server doubles as an HTTP proxy for the proxy test.
"""
import gzip
import os
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

BOOK = ('<Book id="{id}"><title>Book number {id}</title><author>Author {id}</author>'
        '<summary>A generated summary for book {id}, long enough to look like a real one.</summary></Book>\n')

DOCS = {
    "books.xml": ('<?xml version="1.0" encoding="UTF-8"?>\n<Books>\n'
                  + "".join(BOOK.format(id=i) for i in range(1, 31)) + "</Books>\n").encode(),
    "books-other.xml": ('<?xml version="1.0"?>\n<Books>' + BOOK.format(id=1000) + '</Books>\n').encode(),
    "trends.json": b'{"trends":[{"name":"Loopback","url":"http://127.0.0.1/loopback"},'
                   b'{"name":"Swift","url":"https://127.0.0.1/swift"}],"as_of":"Mon, 07 Sep 2009 09:18:34 +0000"}',
    "feed.xml": ('<?xml version="1.0"?><rss version="2.0"><channel><title>Loop</title>'
                 + "".join('<item><title>Item {0}</title><link>http://127.0.0.1/item/{0}</link>'
                           '<pubDate>Mon, 07 Sep 2009 09:18:34 +0000</pubDate></item>'.format(i) for i in range(1, 401))
                 + '</channel></rss>').encode(),
    "tree.plist": b'<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>Rows</key><array>'
                  b'<dict><key>Title</key><string>Remote Item</string><key>Children</key><array>'
                  b'<dict><key>Title</key><string>Remote Leaf</string></dict></array></dict></array></dict></plist>',
    "tree.json": b'{"name": "remote", "items": [1, 2, 3]}',
    "malformed.xml": b'<?xml version="1.0"?><Books><Book id="1"><title>Broken</Book></Books>',
    "malformed.json": b'{"trends": [ {"name": "x", ] }',
    "laughs.xml": b'<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
                  b'<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">'
                  b'<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">'
                  b'<!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>\n'
                  b'<Books><Book id="1"><title>&lol4;</title></Book></Books>',
}
counts = {}
counts_lock = threading.Lock()
books_bytes = 100 * 1024 * 1024
big_books = None


def generated_books():
    global big_books
    if big_books is None:
        parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<Books>\n']
        size, i = len(parts[0]), 1
        while size < books_bytes:
            part = BOOK.format(id=i)
            parts.append(part)
            size += len(part)
            i += 1
        parts.append("</Books>\n")
        big_books = "".join(parts).encode()
    return big_books


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_body(self, body, status=200, headers=()):
        self.send_response(status)
        if getattr(self, "proxied", False):
            self.send_header("X-Loopback-Proxy", "1")
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path.startswith("http://"):
            # A proxied request ("GET http://host:port/path"): serve it as our own path,
            # marked, so that a test can tell the desktop's proxy setting was followed.
            self.path = "/" + self.path.split("/", 3)[3]
            self.proxied = True
        path = self.path.split("?")[0]
        with counts_lock:
            counts[path] = counts.get(path, 0) + 1
        parts = path.strip("/").split("/")
        kind, rest = parts[0], "/".join(parts[1:])
        try:
            self.route(path, kind, rest)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def route(self, path, kind, rest):
        if kind == "count":
            with counts_lock:
                n = counts.get("/" + rest, 0)
            return self.send_body(str(n).encode())
        if kind == "books-big.xml":
            return self.send_body(generated_books(), headers=[("Content-Type", "application/xml")])
        if kind == "status":
            code = int(rest or "500")
            return self.send_body(b"status %d" % code, status=code)
        if kind == "loop":
            return self.redirect("/loop-b")
        if kind == "loop-b":
            return self.redirect("/loop")
        if kind == "to-file":
            return self.redirect("file:///etc/passwd")
        if kind == "redirect":
            n, _, name = rest.partition("/")
            n = int(n)
            if n <= 1:
                return self.redirect("/doc/" + name)
            target = "/redirect/%d/%s" % (n - 1, name)
            if n % 2 == 0:  # absolute, to exercise both forms
                target = "http://127.0.0.1:%d%s" % (self.server.server_address[1], target)
            return self.redirect(target)
        if kind == "stall":
            self.send_response(200)
            self.send_header("Content-Length", "100000")
            self.end_headers()
            self.wfile.write(b"<" * 100)
            self.wfile.flush()
            time.sleep(20)
            return self.close()
        if kind == "silent":
            time.sleep(20)
            return self.close()
        if kind == "huge":
            self.send_response(200)
            self.send_header("Content-Length", str(1 << 30))
            self.end_headers()
            return self.close()
        if kind == "endless":
            self.send_response(200)
            self.send_header("Connection", "close")
            self.end_headers()
            block = b"x" * 65536
            for _ in range(100000):
                self.wfile.write(block)
            return self.close()
        if kind == "truncated":
            self.send_response(200)
            self.send_header("Content-Length", "4096")
            self.end_headers()
            self.wfile.write(DOCS["books.xml"][:100])
            self.wfile.flush()
            return self.close()
        body = DOCS.get(rest)
        if body is None:
            return self.send_body(b"not found", status=404)
        if kind == "doc":
            return self.send_body(body)
        if kind == "nolength":
            self.send_response(200)
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body)
            return self.close()
        if kind == "chunked":
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for i in range(0, len(body), 4096):
                piece = body[i:i + 4096]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            self.wfile.write(b"0\r\n\r\n")
            return
        if kind == "gzip":
            return self.send_body(gzip.compress(body), headers=[("Content-Encoding", "gzip")])
        if kind == "etag":
            tag = '"v1-%d"' % len(body)
            if self.headers.get("If-None-Match") == tag:
                with counts_lock:
                    counts["/304" + path] = counts.get("/304" + path, 0) + 1
                self.send_response(304)
                self.send_header("ETag", tag)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            return self.send_body(body, headers=[("ETag", tag), ("Last-Modified", "Mon, 07 Sep 2009 09:18:34 GMT")])
        if kind == "hold":
            half = len(body) // 2
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[:half])
            self.wfile.flush()
            time.sleep(2)
            self.wfile.write(body[half:])
            return
        if kind == "slow":
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            for i in range(0, len(body), 2048):
                self.wfile.write(body[i:i + 2048])
                self.wfile.flush()
                time.sleep(0.04)
            return
        return self.send_body(b"not found", status=404)

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def close(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # clients that hang up mid-body (cancel, limits) are expected


def main():
    global books_bytes
    lifetime = 300.0
    args = sys.argv[1:]
    if "--lifetime" in args:
        lifetime = float(args[args.index("--lifetime") + 1])
    if "--books-bytes" in args:
        books_bytes = int(args[args.index("--books-bytes") + 1])
    server = Server(("127.0.0.1", 0), Handler)
    print("PORT %d" % server.server_address[1], flush=True)

    def watch_stdin():
        try:
            sys.stdin.read()
        finally:
            os._exit(0)
    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Timer(lifetime, lambda: os._exit(0)).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
