import JSONCoding
import ScreenKit
import TerminalKit

extension RecordAddOn {
  /// A record's long text (a post's body, a description: `proseFields(of:)`) is laid out as
  /// prose after its fields, under the field's name, at the screen's whole width with its own
  /// line breaks kept, in place of a line among the fields.
  public static let prose = RecordAddOn(
    "a record with long text", for: .records { !proseFields(of: $0).isEmpty },
    sections: { page in
      proseFields(of: page.record).map { field in
        RecordSection(field.name, inPlaceOf: field.name) { options in options.layout(field.text) }
      }
    })

  /// The fewest characters of a text laid out as prose, unless it has a line break.
  static let proseLength = 80

  /// The texts of `record` long enough to read as prose, at least ``proseLength`` characters
  /// or more than one line, but the record's name or title, which names its screen.
  static func proseFields(of record: JSONObject) -> [(name: String, text: String)] {
    let title = RecordColumns.name(of: record)
    return record.compactMap { member in
      guard case .string(let text) = member.value, text != title,
        text.count >= proseLength || text.contains(where: \.isNewline)
      else { return nil }
      return (member.name, text)
    }
  }
}
