import Features
import JSONPlaceholderFeatures

extension BrowseScreenFeature {
  /// Runs `action` on a form: a new item's form feature, or the edit feature of an item.
  func form(_ action: ScreenAction, _ editing: inout FormScreen.Editing) -> Effect<ScreenAction> {
    switch (action, editing) {
    case (.form(.user(let action)), .newUser(var form)):
      let effect = userForm.reduce(into: &form, action: action)
      editing = .newUser(form)
      return effect.map { ScreenAction.form(.user($0)) }
    case (.form(.user(let action)), .user(var edit)):
      let effect = userEdit.reduce(into: &edit, action: .form(action))
      editing = .user(edit)
      return effect.map(Self.userEditAction)
    case (.userEdit(let action), .user(var edit)):
      let effect = userEdit.reduce(into: &edit, action: action)
      editing = .user(edit)
      return effect.map(Self.userEditAction)
    case (.form(.post(let action)), .newPost(var form)):
      let effect = postForm.reduce(into: &form, action: action)
      editing = .newPost(form)
      return effect.map { ScreenAction.form(.post($0)) }
    case (.form(.post(let action)), .post(var edit)):
      let effect = postEdit.reduce(into: &edit, action: .form(action))
      editing = .post(edit)
      return effect.map(Self.postEditAction)
    case (.postEdit(let action), .post(var edit)):
      let effect = postEdit.reduce(into: &edit, action: action)
      editing = .post(edit)
      return effect.map(Self.postEditAction)
    default:
      return .none
    }
  }

  /// Runs `action` on the author picker of `form`; a pick that chooses another author sends
  /// its id to the form as the author field's edit.
  func pickAuthor(_ action: AuthorPickerFeature.Action, _ form: inout FormScreen)
    -> Effect<ScreenAction>
  {
    guard let (effect, edit) = form.updatePicker({ authorPicker.reduce(into: &$0, action: action) })
    else { return .none }
    let picked = effect.map { ScreenAction.form(.author($0)) }
    guard let edit else { return picked }
    return .merge(picked, form.update { self.form(.form(edit), &$0) })
  }

  /// The screen's action for an action of the user's edit: the form's go to the form.
  @Sendable private static func userEditAction(_ action: UserEditFeature.Action) -> ScreenAction {
    guard case .form(let action) = action else { return .userEdit(action) }
    return .form(.user(action))
  }

  /// The screen's action for an action of the post's edit: the form's go to the form.
  @Sendable private static func postEditAction(_ action: PostEditFeature.Action) -> ScreenAction {
    guard case .form(let action) = action else { return .postEdit(action) }
    return .form(.post(action))
  }
}
