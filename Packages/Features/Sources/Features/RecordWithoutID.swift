/// A record with no id to read, write or delete it by, such as one not yet saved.
struct RecordWithoutID: Error, CustomStringConvertible {
  var description: String { "the record has no id to find it by" }
}
