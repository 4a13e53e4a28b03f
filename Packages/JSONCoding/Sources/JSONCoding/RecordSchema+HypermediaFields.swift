extension RecordSchema {
  /// The members a hypermedia server writes in its records and a client never does: HAL's
  /// links and embedded records. A form neither asks for them nor says they are missing, and
  /// an edit leaves them as they are.
  public static let hypermediaFields: Set<String> = ["_links", "_embedded"]
}
