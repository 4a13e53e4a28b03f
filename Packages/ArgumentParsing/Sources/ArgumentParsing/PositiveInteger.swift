/// The rule the command line reads ids, page numbers and sizes by: positive whole numbers, in
/// ASCII digits, without a sign.
public enum PositiveInteger {
  /// What errors say a positive whole number looks like.
  public static let expectation = "a positive whole number"

  /// The positive whole number `text` stands for, or `nil`: ASCII digits only, no sign.
  public static func parse(_ text: String) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
      let number = Int(text), number > 0
    else { return nil }
    return number
  }
}
