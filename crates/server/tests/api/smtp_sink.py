"""A mail server for the tests: aiosmtpd filing every message it accepts into a maildir.

Usage: smtp_sink.py MAILDIR [PORT]. It binds 127.0.0.1:PORT (0, the default, lets the system
pick a free one), prints the port it listens on, then serves until killed. Binding before
printing means a test never talks to another test's server that happened to take the port.
"""

import asyncio
import sys

from aiosmtpd.handlers import Mailbox
from aiosmtpd.smtp import SMTP


async def main(maildir: str, port: int) -> None:
    handler = Mailbox(maildir)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: SMTP(handler), "127.0.0.1", port)
    print(server.sockets[0].getsockname()[1], flush=True)
    await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0))
