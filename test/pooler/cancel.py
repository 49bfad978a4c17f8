"""A client cancel through the pooler (layer 57): one client of DSN starts SQL, cancels it from a
timer after DELAY seconds (psycopg2's cancel sends the protocol's CancelRequest to the address it
connected to: the pooler, which must forward it to the server connection running the statement),
then goes on with AFTER on the same connection. Prints the SQLSTATE of the cancelled statement, the
seconds it took, and AFTER's result.

    /usr/bin/python3 test/pooler/cancel.py DSN DELAY SQL AFTER
"""
import sys
import threading
import time

import psycopg2

dsn, delay, sql, after = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4]
connection = psycopg2.connect(dsn)
connection.autocommit = True
cursor = connection.cursor()
threading.Timer(delay, connection.cancel).start()
started = time.monotonic()
state = "none"
try:
    cursor.execute(sql)
except psycopg2.Error as error:
    state = error.pgcode
took = time.monotonic() - started
cursor.execute(after)
print(state, "%.1f" % took, cursor.fetchone()[0])
