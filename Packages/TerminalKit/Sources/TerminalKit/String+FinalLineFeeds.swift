extension String {
  public var finalLineFeeds: Int {
    utf8.reversed().prefix { $0 == UInt8(ascii: "\n") }.count
  }

  /// This text without its final line feeds beyond the first `kept`, as a file or an editor
  /// leaves them: `"Body\n\n"` is `"Body"`, or `"Body\n"` when keeping 1.
  public func droppingFinalLineFeeds(keeping kept: Int = 0) -> String {
    var text = self
    while text.finalLineFeeds > max(kept, 0), text.hasSuffix("\n") {
      text.removeLast()
    }
    return text
  }
}
