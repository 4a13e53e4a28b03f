import Testing

extension TerminalProcess {
  /// The focused row of the form shown, below its title: the one marked `› `.
  static func focusedFormRow(on screen: TerminalScreen) -> String? {
    (2..<screen.rows).lazy.map(screen.line).first { $0.hasPrefix("› ") }
  }

  /// Presses Tab on the form shown until the focused row is the field labelled `label`, as a
  /// person would whatever order the form asks its fields in.
  func focusFormField(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for _ in 0..<30 {
      let before = Self.focusedFormRow(on: screen)
      if before?.hasPrefix("› \(label)") == true { return }
      type("\t")
      _ = waitForScreen { Self.focusedFormRow(on: $0) != before }
    }
    _ = try requireScreen("the focus never reached \(label)", sourceLocation: sourceLocation) {
      Self.focusedFormRow(on: $0)?.hasPrefix("› \(label)") == true
    }
  }
}
