Label("Inbox")
