import Features
import JSONCoding
import ScreenKit
import TerminalKit

/// The lines of a record's screen at a width, and those of them that open something: the
/// links, the arrays, the records that point to it.
///
/// Every field, ranked as `app get` ranks its columns (``RecordRanking``), labelled and
/// aligned, long values wrapped at the width; a true/false value as its box (`TrueFalseBox`);
/// a nested object as a section under its name, indented by two spaces a level, however deep;
/// an array as its count; a foreign key, or a JSON:API relationship, as the id and the name of
/// the record it names; then the records of other resources that point here, counted:
///
/// ```
/// id      7
/// name    Ada Lovelace
/// shopId  3 › Presqu'île
/// tags    3 items ›
///
/// address
///   city  Lyon
///
/// Records that point here
///   orders  4 ›
/// ```
///
/// An array opened in the record's place shows its elements, each under its place (`[0]`).
/// Names and values are sanitized for the terminal.
public struct RecordLayout: Sendable {
  /// A line that opens something, and what it opens.
  public struct Item: Sendable, Hashable {
    public var line: Int
    var destination: BrowseDelegate.Destination
  }

  /// The narrowest a nested section is laid out, however deep it stands.
  static let narrowestSection = 20
  static let relationsHeading = "Records that point here"

  public private(set) var lines: [String] = []
  public private(set) var items: [Item] = []
  private let options: RenderOptions
  /// The add-ons' drawings of fields, by the field's way there, the first add-on's of a field.
  private var drawings: [String: RecordAddOn.Drawing] = [:]

  /// The layout of `detail` at `width`, with SGR styles when `usesColor`.
  public init(_ detail: RecordDetails.Detail, width: Int, usesColor: Bool) {
    options = RenderOptions(width: width, usesColor: usesColor, isTerminal: true)
    let name = "\(detail.id)".sanitizedForTerminalLine
    switch detail.detail {
    case .loading:
      lines = options.layout("Loading \(name)…")
    case .failed(let failure):
      lines = options.layout("Could not load \(name): \(failure.inBrowserWords.message)")
        .map { options.styled($0, .error) }
    case .loaded(let page) where page.key.field.isEmpty:
      drawings = Self.drawings(of: page.addOns)
      let sections = page.addOns.flatMap { $0.sections(page) }
      var record = page.record
      for field in sections.compactMap(\.inPlaceOf) { record[field] = nil }
      add(
        record, at: [], of: page.key, links: page.links, relationships: page.relationships,
        indent: 0)
      for section in sections { add(section) }
      addRelations(page.relations, pointingTo: page.key)
      if lines.isEmpty { lines = ["No fields."] }
    case .loaded(let page):
      guard let elements = page.shownArray else {
        lines = options.layout("\(name) is not in the record.")
        return
      }
      addElements(elements, of: page.key)
      if lines.isEmpty { lines = ["No elements."] }
    }
  }

  /// A field as the layout shows it: its label and value, and what it opens, if anything.
  private struct Field {
    public var field: FieldList.Field
    var destination: BrowseDelegate.Destination?

    public init(
      _ label: String, _ value: String, opening destination: BrowseDelegate.Destination? = nil
    ) {
      field = FieldList.Field(label, value)
      self.destination = destination
    }
  }

  /// The lines of `object`, found at `path` within the record of `key`, indented by `indent`:
  /// its fields, then its nested objects as sections.
  private mutating func add(
    _ object: JSONObject, at path: [RecordKey.FieldStep], of key: RecordKey,
    links: [String: RecordLink] = [:], relationships: [String: RecordRelation] = [:],
    indent: Int
  ) {
    var fields: [Field] = []
    var sections: [(title: String, object: JSONObject, path: [RecordKey.FieldStep])] = []
    for member in RecordRanking.members(of: object) {
      let memberPath = path + [.member(member.name)]
      if let drawing = drawings[Self.name(of: memberPath)] {
        let link = path.isEmpty ? links[member.name] : nil
        let opens = link.flatMap { $0.opens ? BrowseDelegate.Destination.record($0.key) : nil }
        fields.append(Field(member.name, drawing(member.value), opening: opens))
        continue
      }
      // A foreign key's id, or a relationship's identifier, names the record it opens.
      if let link = links[member.name] {
        fields.append(Self.link(member.name, link, id: link.key.id))
        continue
      }
      if let relationship = relationships[member.name] {
        fields.append(Self.relationship(member.name, relationship, of: key))
        continue
      }
      // A relationship to a type of no tab names its record as app get does.
      if let related = ResourceIdentifier(member.value) {
        fields.append(Field(member.name, "\(related.type) \(related.id)"))
        continue
      }
      switch member.value {
      case .object(let nested) where !nested.isEmpty:
        sections.append((member.name, nested, memberPath))
      case .array(let elements):
        fields.append(Self.array(member.name, elements, at: memberPath, of: key))
      case let value:
        fields.append(Field(member.name, Self.text(of: value)))
      }
    }
    add(fields, aligned: fields.map(\.field.label), indent: indent)
    for section in sections {
      addHeading(section.title, indent: indent)
      add(section.object, at: section.path, of: key, indent: indent + 2)
    }
  }

  /// The elements of an array opened in the record's place, each under its place: an object
  /// as a section, any other value as a field.
  private mutating func addElements(_ elements: [JSONValue], of key: RecordKey) {
    let labels = elements.indices.map { "[\($0)]" }
    var followsSection = false
    for (place, element) in elements.enumerated() {
      let path = key.field + [.element(place)]
      switch element {
      case .object(let nested) where !nested.isEmpty:
        addHeading(labels[place], indent: 0)
        add(nested, at: path, of: key, indent: 2)
        followsSection = true
      case .array(let inner):
        if followsSection { lines.append("") }
        add([Self.array(labels[place], inner, at: path, of: key)], aligned: labels, indent: 0)
        followsSection = false
      case let value:
        if followsSection { lines.append("") }
        add([Field(labels[place], Self.text(of: value))], aligned: labels, indent: 0)
        followsSection = false
      }
    }
  }

  /// An add-on's section, under its heading, its fields indented as a nested object's, then
  /// the lines it draws at the width left.
  private mutating func add(_ section: RecordSection) {
    let drawn = section.drawing.map { draw in
      var inner = options
      inner.width = max(1, options.lineWidth - 2)
      return draw(inner).map { "  " + $0 }
    }
    guard !section.fields.isEmpty || drawn?.isEmpty == false else { return }
    addHeading(section.title, indent: 0)
    let fields = section.fields.map {
      Field($0.label.sanitizedForTerminalLine, $0.value, opening: $0.opens)
    }
    add(fields, aligned: fields.map(\.field.label), indent: 2)
    lines += drawn ?? []
  }

  /// The drawings of `addOns` by field, the first add-on's where two draw one field.
  private static func drawings(of addOns: [RecordAddOn]) -> [String: RecordAddOn.Drawing] {
    addOns.reduce(into: [:]) { drawings, addOn in
      drawings.merge(addOn.drawings) { earlier, _ in earlier }
    }
  }

  /// The way to a field as an add-on names it, its members joined by dots (`address.city`);
  /// an element of an array by its place (`tags.0`).
  private static func name(of path: [RecordKey.FieldStep]) -> String {
    path.map { step in
      switch step {
      case .member(let name): name
      case .element(let index): String(index)
      }
    }.joined(separator: ".")
  }

  /// The records of other resources that point to the record of `key`, under their heading.
  /// A to-many relationship's field: its count, opening the records it names.
  private static func relationship(
    _ name: String, _ relation: RecordRelation, of key: RecordKey
  ) -> Field {
    Field(
      name, "\(Self.text(of: relation.count)) ›",
      opening: .records(
        RecordsQuery(
          resource: relation.resource, path: relation.path, filters: relation.filters,
          title: "\(name) of \(key)")))
  }

  /// A relation's count as its line shows it.
  private static func text(of count: RecordRelation.Count) -> String {
    switch count {
    case .exactly(let count): "\(count)"
    case .atLeast(let count): "\(count)+"
    case .unknown: "could not be counted"
    }
  }

  private mutating func addRelations(_ relations: [RecordRelation], pointingTo key: RecordKey) {
    guard !relations.isEmpty else { return }
    addHeading(Self.relationsHeading, indent: 0)
    let fields = relations.map { relation in
      Field(
        relation.resource.name, "\(Self.text(of: relation.count)) ›",
        opening: .records(relation.query(pointingTo: key)))
    }
    add(fields, aligned: fields.map(\.field.label), indent: 2)
  }

  /// A section's heading, after a blank line when lines come before it.
  private mutating func addHeading(_ title: String, indent: Int) {
    if !lines.isEmpty { lines.append("") }
    lines.append(
      String(repeating: " ", count: indent) + options.styled(title.sanitizedForTerminalLine, .bold))
  }

  /// The lines of `fields`, their values aligned after the widest of `labels`, indented by
  /// `indent`; each field that opens something noted on its first line.
  private mutating func add(_ fields: [Field], aligned labels: [String], indent: Int) {
    var inner = options
    inner.width = max(options.width - indent, Self.narrowestSection)
    let prefix = String(repeating: " ", count: indent)
    let widest = labels.max {
      TextLayout.singleLine(of: $0).displayWidth < TextLayout.singleLine(of: $1).displayWidth
    }
    // The widest label, without a value, aligns each field as the whole list would.
    let aligning = widest.map { [FieldList.Field($0, nil)] } ?? []
    for field in fields {
      let shown = FieldList(aligning + [field.field]).lines(options: inner)
      if let destination = field.destination, !shown.isEmpty {
        items.append(Item(line: lines.count, destination: destination))
      }
      lines += shown.map { prefix + $0 }
    }
  }

  /// An array's field: its count, opening its elements when it has any.
  private static func array(
    _ label: String, _ elements: [JSONValue], at path: [RecordKey.FieldStep], of key: RecordKey
  ) -> Field {
    let count = "\(elements.count) \(elements.count == 1 ? "item" : "items")"
    guard !elements.isEmpty else { return Field(label, count) }
    var opened = key
    opened.field = path
    return Field(label, "\(count) ›", opening: .record(opened))
  }

  /// A foreign key's field: the id, then the name of the record it names, or what the server
  /// said of it.
  private static func link(_ label: String, _ link: RecordLink, id: String) -> Field {
    let said =
      switch link.found {
      case .record(let name?): "\(id) › \(name.sanitizedForTerminalLine)"
      case .record(nil): "\(id) ›"
      case .missing: "\(id) (missing)"
      case .unreadable: "\(id) › could not be read"
      }
    return Field(label, said, opening: link.opens ? .record(link.key) : nil)
  }

  /// A value that opens nothing: a string as it is, a number as written, a true/false value
  /// as its box (`[x]`, `[ ]`), `null`, and `{}` for an empty object.
  private static func text(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .object: "{}"
    default: TrueFalseBox.text(of: value)
    }
  }
}
