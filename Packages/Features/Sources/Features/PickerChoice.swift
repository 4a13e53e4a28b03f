/// A value a ``PickerFeature`` offers: found by its id typed whole, by its name, and by any of
/// its details.
///
/// A new kind of value becomes a choice with one conformance:
///
/// ```swift
/// struct Customer: Identifiable, Sendable, Hashable {
///   var id: Int
///   var name: String
///   var email: String
/// }
///
/// extension Customer: PickerChoice {
///   var pickerName: String? { name }
///   var pickerDetails: [String] { [email] }
/// }
/// ```
public protocol PickerChoice: Identifiable, Sendable, Hashable
where ID: Sendable & CustomStringConvertible {
  /// What the choice is called, shown before its id (`Leanne Graham (#1)`) and ranked first by
  /// a search equal to it or starting it; `nil` when it has no name.
  var pickerName: String? { get }
  /// The other texts the picker shows after the name and a search looks in (a username, an
  /// email address).
  var pickerDetails: [String] { get }
}
