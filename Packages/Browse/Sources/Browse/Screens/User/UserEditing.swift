import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient

/// A user's form, new or edited.
enum UserEditing: OwnForm {
  typealias Feature = UserFormFeature
  typealias Detail = UserDetails

  static var noun: String { "user" }
  static var path: String { "users" }

  static func label(of field: Feature.Field) -> String { field.label }

  static func feature(in context: ScreenContext) -> UserFormFeature {
    UserFormFeature(client: context.client)
  }

  static func edit(in context: ScreenContext) -> UserEditFeature {
    UserEditFeature(client: context.client)
  }

  static var creating: UserFormFeature.State { UserFormFeature.State(mode: .create) }

  static func editing(_ user: User) -> UserFormFeature.State {
    UserFormFeature.State(mode: .edit(user))
  }
}

/// A user's form.
typealias UserForm = ItemForm<UserEditing>

extension FormScreen {
  /// The form of a new user.
  static var newUser: FormScreen { FormScreen(UserForm.creating) }

  /// The form of `user`, at hand, filled in with their values.
  static func editing(_ user: User) -> FormScreen { FormScreen(UserForm.editing(user)) }

  /// The form of user `id`, which loads the user first.
  static func editingUser(_ id: User.ID) -> FormScreen { FormScreen(UserForm.editing(id: id)) }
}
