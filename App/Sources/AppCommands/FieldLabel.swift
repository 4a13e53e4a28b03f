import Features
import TerminalUI

/// The names the program gives the form fields in prompts and help: `Name`, `Zip code`.
enum FieldLabel {
  /// The label of a user field.
  static func text(for field: UserFormFeature.Field) -> String {
    switch field {
    case .name: "Name"
    case .username: "Username"
    case .email: "Email"
    case .phone: "Phone"
    case .website: "Website"
    case .street: "Street"
    case .suite: "Suite"
    case .city: "City"
    case .zipcode: "Zip code"
    case .company: "Company"
    }
  }

  /// The label of a post field.
  static func text(for field: PostFormFeature.Field) -> String {
    switch field {
    case .userId: "User ID"
    case .title: "Title"
    case .body: "Body"
    }
  }
}
