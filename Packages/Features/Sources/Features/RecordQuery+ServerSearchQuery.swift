extension RecordQuery: ServerSearchQuery {}
