import Features
import JSONCoding
import ScreenKit

/// A record a form's link field may name (a book's author): its id, as the field takes it, and
/// what the picker shows and searches of it: its name or title, and its first other short
/// texts, as `app get` ranks its columns (``RecordRanking``).
public struct LinkChoice: PickerChoice {
  public init(id: String, value: JSONValue, pickerName: String? = nil, pickerDetails: [String]) {
    self.id = id
    self.value = value
    self.pickerName = pickerName
    self.pickerDetails = pickerDetails
  }

  /// The id as text, as the record's path and the picker show it.
  public var id: String
  /// The id as the record holds it: the field is given this value.
  public var value: JSONValue
  public var pickerName: String?
  public var pickerDetails: [String]

  /// How many texts after the name the picker shows.
  static let detailCount = 2
}

extension LinkChoice {
  /// `record` as a choice, identified by its `idField`; `nil` for a record without an id that
  /// can be one segment of a path.
  public init?(_ record: JSONObject, idField: String) {
    guard let value = record[idField], let id = RecordRow.idText(value),
      RecordCollections.isPathSegment(id)
    else { return nil }
    self.id = id
    self.value = value
    let name = RecordColumns.name(of: record)
    pickerName = name
    var details: [String] = []
    for member in RecordRanking.members(of: record) where details.count < Self.detailCount {
      guard member.name != idField, case .string(let text) = member.value, text != name,
        !text.isEmpty, !text.contains(where: \.isNewline), text.count <= 80
      else { continue }
      details.append(text)
    }
    pickerDetails = details
  }
}
