import JSONCoding

extension RequestItem {
  /// The starts of the items a person may type next for the fields of `schema`, in its order,
  /// as a shell's completion offers them: `name=` for text (or a field of any kind), `name:=`
  /// for a number, true or false, a list or an object, the name escaped (`a\=b=`); none for a
  /// field that an item of `typed` names already, or one of `excluded` (the `id` a server
  /// writes). A word of `typed` that is no item names nothing.
  ///
  /// ```swift
  /// let schema = RecordSchema(records: [["id": 1, "name": "Fern", "height": 30]])
  /// let starts = RequestItem.fieldStarts(of: schema, typed: ["name=Ivy"], excluded: ["id"])
  /// // starts == ["height:="]
  /// ```
  public static func fieldStarts(
    of schema: RecordSchema, typed: [String] = [], excluded: Set<String> = []
  ) -> [String] {
    let named = Set(typed.compactMap { try? RequestItem(parsing: $0).name })
    return schema.fields.compactMap { field in
      guard !named.contains(field.name), !excluded.contains(field.name) else { return nil }
      return escaped(field.name) + (field.kind == .text || field.kind == nil ? "=" : ":=")
    }
  }
}
