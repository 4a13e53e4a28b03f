extension FormState {
  /// The form as lines of plain text, for a program that prints lines: `title`; the messages
  /// that name no field, each after `  ! `; each field in the form's order as `  Label: value`,
  /// its problems under it after `    ! `; last, `statusLine` of where the form stands, when it
  /// gives one. The problems are the status's: the form's own once a submission found them,
  /// and the server's.
  ///
  /// ```swift
  /// struct NoteForm: FormState {
  ///   enum Field: String, FormField {
  ///     case title
  ///     var rule: FormValidation.Rule { .required }
  ///   }
  ///   struct Fields: FormFields {
  ///     var title = ""
  ///     subscript(field: Field) -> String {
  ///       get { title }
  ///       set { title = newValue }
  ///     }
  ///   }
  ///   var fields = Fields()
  ///   var status: FormStatus<String> = .editing
  ///   var validationErrors: FormErrors { FormErrors() }
  /// }
  ///
  /// let lines = NoteForm().textLines(
  ///   title: "New note", label: { _ in "Title" }, statusLine: { _ in nil })
  /// // lines == ["New note", "  Title:"]
  /// ```
  public func textLines(
    title: String, label: (Fields.Field) -> String,
    statusLine: (FormStatus<Resource>) -> String?
  ) -> [String] {
    var lines = [title]
    let errors = status.errors ?? FormErrors()
    lines += errors.general.map { "  ! \($0)" }
    for field in Fields.Field.allCases {
      let value = fields[field]
      lines.append("  \(label(field)):" + (value.isEmpty ? "" : " \(value)"))
      lines += errors[field.rawValue].map { "    ! \($0)" }
    }
    if let line = statusLine(status) {
      lines.append(line)
    }
    return lines
  }
}
