/// The value of a `Link` header (RFC 8288), such as
/// `<https://host/posts?_page=1>; rel="first", <https://host/posts?_page=3>; rel="next"`: links,
/// each a target URL with the relations it has to the resource and any other parameters.
public struct LinkHeader: Hashable, Sendable {
  /// One link: a target and what it is to the resource.
  public struct Link: Hashable, Sendable {
    /// The target URL as written between `<` and `>`, such as `/posts?_page=2`.
    public var target: String
    /// The relation types of the `rel` parameter, in order, such as `["next"]`; a `rel` of
    /// several types (`rel="next last"`) gives each.
    public var relations: [String]
    /// The parameters other than `rel`, in order, names lowercased when read.
    public var parameters: [Parameter]

    public init(target: String, relations: [String], parameters: [Parameter] = []) {
      self.target = target
      self.relations = relations
      self.parameters = parameters
    }
  }

  /// A link parameter other than `rel`, such as `title="Page 2"`.
  public struct Parameter: Hashable, Sendable {
    public var name: String
    /// Its value without quotes or escapes; `nil` for a parameter written without `=`.
    public var value: String?

    public init(name: String, value: String?) {
      self.name = name
      self.value = value
    }
  }

  /// The links, in order.
  public var links: [Link]

  public init(_ links: [Link]) {
    self.links = links
  }

  /// The target of the first link that has `relation`, compared without regard to case, such as
  /// the next page's URL for `next`; `nil` when no link has it.
  public func target(relation: String) -> String? {
    let wanted = relation.lowercased()
    return links.first { $0.relations.contains { $0.lowercased() == wanted } }?.target
  }

  /// The header's value: each link as `<target>; rel="relations"` and its other parameters,
  /// quoted (without the control characters they may hold), joined by `, `.
  ///
  /// A target's characters that cannot stand between `<` and `>` (the angle brackets, `"`, spaces
  /// and control characters) are percent-encoded, so any target gives a value that reads back.
  public var value: String {
    links.map { link in
      var text = "<" + Self.escapedTarget(link.target) + ">"
      if !link.relations.isEmpty {
        text += "; rel=" + Self.quoted(link.relations.joined(separator: " "))
      }
      for parameter in link.parameters {
        text += "; " + parameter.name + (parameter.value.map { "=" + Self.quoted($0) } ?? "")
      }
      return text
    }
    .joined(separator: ", ")
  }

  private static func escapedTarget(_ target: String) -> String {
    guard target.utf8.contains(where: needsEscaping) else { return target }
    var bytes: [UInt8] = []
    for byte in target.utf8 {
      if needsEscaping(byte) {
        bytes += Array("%\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true))".utf8)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"")
  }

  /// `text` as a quoted string, its control characters left out.
  private static func quoted(_ text: String) -> String {
    var quoted = "\""
    for character in text where !character.isControl {
      if character == "\"" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "\""
  }
}

extension Character {
  /// Whether this is an ASCII control character other than the tab, which a header cannot hold.
  fileprivate var isControl: Bool {
    guard let ascii = asciiValue else { return unicodeScalars.contains { $0.value < 0x20 } }
    return (ascii < 0x20 && ascii != 0x09) || ascii == 0x7F
  }
}
