import Features
import JSONPlaceholderFeatures
import Models
import ScreenKit
import TerminalKit

/// A user form as text: its problems one line per field, what it is doing, or the user as the
/// server returned it.
///
/// ```
/// ID        11
/// Name      Grace Hopper
/// Username  grace
/// Email     grace@navy.example
/// Address   1 Main St, Apt 2
///           Arlington 22201
/// Company   Navy
/// ```
///
/// Invalid, it shows one line per field, `email: is not a valid address`, in the error style;
/// editing, the fields as typed. Empty values are left out. Text is sanitized (see
/// `sanitizedForTerminal`).
public struct UserFormView: Sendable {
  public var state: UserFormFeature.State

  public init(state: UserFormFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    lines(options: options).joined(separator: "\n")
  }

  private var subject: String {
    switch state.mode {
    case .create: "user"
    case .edit(let user): "user \(user.id)"
    }
  }

  private func lines(options: RenderOptions) -> [String] {
    switch state.status {
    case .editing:
      return fieldList(id: nil, state.fields).lines(options: options)
    case .invalid(let errors):
      return errors.lines.flatMap(options.layout).map { options.styled($0, .error) }
    case .submitting:
      return options.layout("Saving \(subject)…")
    case .saved(let user):
      return fieldList(id: user.id, UserFormFeature.Fields(user)).lines(options: options)
    case .failed(let failure):
      return options.layout("Could not save \(subject): \(failure.message)").map {
        options.styled($0, .error)
      }
    }
  }

  private func fieldList(id: User.ID?, _ fields: UserFormFeature.Fields) -> FieldList {
    func present(_ value: String) -> String? {
      value.isEmpty ? nil : value
    }
    let street = [fields.street, fields.suite].filter { !$0.isEmpty }.joined(separator: ", ")
    let city = [fields.city, fields.zipcode].filter { !$0.isEmpty }.joined(separator: " ")
    let address = [street, city].filter { !$0.isEmpty }.joined(separator: "\n")
    return FieldList([
      FieldList.Field("ID", id?.description),
      FieldList.Field("Name", present(fields.name)),
      FieldList.Field("Username", present(fields.username)),
      FieldList.Field("Email", present(fields.email)),
      FieldList.Field("Phone", present(fields.phone)),
      FieldList.Field("Website", present(fields.website)),
      FieldList.Field("Address", present(address)),
      FieldList.Field("Company", present(fields.company)),
    ])
  }
}
