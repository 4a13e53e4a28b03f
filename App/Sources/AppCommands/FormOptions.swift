import ArgumentParsing
import Features
import JSONPlaceholderFeatures

/// The options of the form commands: one text option per field.
enum FormOptions {
  /// The options of the user form, `--name`, `--street`, ...; `required` marks the fields a new
  /// user must have.
  static func userFields(required: Bool) -> [(option: Option<String>, field: UserFormFeature.Field)]
  {
    UserFormFeature.Field.allCases.map { field in
      let isRequired = required && field.rule != .none
      return (
        Option(
          optionName(of: field), valueName: "TEXT",
          summary: field.label + (isRequired ? " (required)" : "")),
        field
      )
    }
  }

  /// The option's name of a user field: `--street` for the street.
  private static func optionName(of field: UserFormFeature.Field) -> String {
    switch field {
    case .name: "name"
    case .username: "username"
    case .email: "email"
    case .phone: "phone"
    case .website: "website"
    case .street: "street"
    case .suite: "suite"
    case .city: "city"
    case .zipcode: "zipcode"
    case .company: "company"
    }
  }

  /// The fields whose options are given in `parsed`.
  static func fields<Field: Hashable>(
    of options: [(option: Option<String>, field: Field)], in parsed: ParsedArguments
  ) throws(UsageError) -> [Field: String] {
    var fields: [Field: String] = [:]
    for (option, field) in options {
      fields[field] = try parsed.value(of: option)
    }
    return fields
  }

  /// The name of the option that sets `field`, among `options`.
  static func name<Field: Equatable>(
    of field: Field, in options: [(option: Option<String>, field: Field)]
  ) -> String? {
    options.first { $0.field == field }?.option.spec.name
  }
}
