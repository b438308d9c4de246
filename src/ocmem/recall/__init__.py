"""Per-turn recall: for each user message, the few memories that bear on it.

`ranker` scores a store's memories against a message with no model call; `turn` picks what
one turn gets (threshold, cap, byte budget, never twice in a session); `block` renders it
for the model; `service` answers the opencode plugin over JSON lines. The launch-time
index recall is `ocmem.store.recall_file`, not this.
"""

RECALL_OPEN_TAG = "<recalled-memories"
RECALL_CLOSE_TAG = "</recalled-memories>"
