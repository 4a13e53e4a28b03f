import TerminalKit

/// Labelled values, one under the other, with the values aligned after the widest label.
///
/// ```
/// Author   Leanne Graham
/// Email    Sincere@april.biz
/// Company  Romaguera-Crona
/// ```
///
/// Labels are measured in terminal cells and dim when colour is on. On a terminal a value wraps
/// at word boundaries within `RenderOptions.width`, its own line breaks kept, and its further
/// lines are indented to the value column (a field that does not ``Field/wraps``, such as a
/// link, keeps its lines whole instead); when that leaves less than ``minimumValueWidth``
/// cells, the label stands on its own line above the value instead. When not writing to a
/// terminal, values are neither wrapped nor styled. Labels and values are sanitized (see
/// `sanitizedForTerminal`).
public struct FieldList: Sendable {
  static let gap = "  "
  /// The narrowest value column worth showing beside the labels.
  public static let minimumValueWidth = 10

  /// The fields, top to bottom.
  public var fields: [Field]

  public init(_ fields: [Field]) {
    self.fields = fields
  }

  /// The column where the values start: the widest label's cells and the gap.
  public var valueColumn: Int {
    fields.map { TextLayout.singleLine(of: $0.label).displayWidth }.reduce(0, max) + Self.gap.count
  }

  /// The lines to print, without line breaks.
  public func lines(options: RenderOptions) -> [String] {
    let labels = fields.map { TextLayout.singleLine(of: $0.label) }
    let labelColumn = valueColumn
    let valueWidth = options.lineWidth - labelColumn
    let isStacked = options.isTerminal && valueWidth < Self.minimumValueWidth
    var lines: [String] = []
    for (field, label) in zip(fields, labels) {
      guard let value = field.value, value.contains(where: { !$0.isWhitespace }) else {
        continue
      }
      let valueLines =
        options.isTerminal && field.wraps
        ? TextLayout.wrapped(
          value, width: isStacked ? options.lineWidth : valueWidth, breaksAfterPunctuation: true)
        : TextLayout.lines(of: value)
      let styledValues = valueLines.map { options.styled($0, field.style) }
      if isStacked {
        lines.append(options.styled(label.truncated(toDisplayWidth: options.lineWidth), .dim))
        lines += styledValues
        continue
      }
      let padding = String(repeating: " ", count: labelColumn - label.displayWidth)
      let indent = String(repeating: " ", count: labelColumn)
      for (index, text) in styledValues.enumerated() {
        switch (index, text.isEmpty) {
        case (0, true): lines.append(options.styled(label, .dim))
        case (0, false): lines.append(options.styled(label, .dim) + padding + text)
        case (_, true): lines.append("")
        case (_, false): lines.append(indent + text)
        }
      }
    }
    return lines
  }
}

extension FieldList {
  public struct Field: Sendable, Hashable {
    /// The label, such as `Email`.
    public var label: String
    /// The value, as the server sent it, or `nil` to leave the field out while its label still
    /// counts for the alignment, so that lists with and without it line up alike. A value
    /// that is empty or only spaces is left out the same way, rather than shown as a bare
    /// label.
    public var value: String?
    /// The style of the value on a terminal.
    public var style: TextStyle?
    /// Whether the value wraps at the width on a terminal; `false` keeps each of its lines
    /// whole, even when wider, so that a link stays one piece to click or copy.
    public var wraps: Bool

    public init(_ label: String, _ value: String?, style: TextStyle? = nil, wraps: Bool = true) {
      self.label = label
      self.value = value
      self.style = style
      self.wraps = wraps
    }
  }
}
