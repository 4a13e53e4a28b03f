import Features
import ScreenKit

/// A form screen's form as its subject has it, whatever the subject's type (``FormSubject``):
/// what the screen reads of it, and the subject's feature run on it.
public struct FormContent: Sendable, Hashable {
  private(set) var subject: any FormSubject

  public init(_ subject: some FormSubject) {
    self.subject = subject
  }

  public var title: String { subject.title }
  public var name: String { subject.name }
  public var isNew: Bool { subject.isNew }
  var saveRequest: (method: String, path: String) { subject.saveRequest }
  public var fields: [FormFieldInfo] { subject.shownFields }
  public var isLoading: Bool { subject.isLoading }
  var loadFailure: LoadFailure? { subject.loadFailure }
  public var texts: [String]? { subject.texts }
  var loadedTexts: [String]? { subject.loadedTexts }
  public var errors: FormErrors { subject.errors }
  var isSubmitting: Bool { subject.isSubmitting }
  var saveFailure: LoadFailure? { subject.saveFailure }
  public var saved: AnyBrowseEvent? { subject.saved }

  func isEditable(_ index: Int) -> Bool { subject.isEditable(index) }

  func canSubmit(texts: [String]) -> Bool { subject.canSubmit(texts: texts) }

  public func linkText(to choice: LinkChoice, at index: Int) -> String {
    subject.linkText(to: choice, at: index)
  }

  public func linkedID(at index: Int, text: String) -> String? {
    subject.linkedID(at: index, text: text)
  }

  public func linkedType(at index: Int) -> String? {
    subject.linkedType(at: index)
  }

  func setField(_ index: Int, to text: String) -> FormInput? {
    subject.setField(index, to: text).map(FormInput.init)
  }

  func fieldLeft(_ index: Int) -> FormInput? {
    subject.fieldLeft(index).map(FormInput.init)
  }

  var submit: FormInput { FormInput(subject.submit) }
  public var load: FormSubjectAction? { subject.load.map(FormSubjectAction.init) }

  public var reloadKeepingEdits: FormSubjectAction? {
    subject.reloadKeepingEdits.map(FormSubjectAction.init)
  }

  /// Whether `action` brings the item read again, whose fields the screen then takes.
  public func isReloadAnswer(_ action: FormSubjectAction) -> Bool {
    Self.isReloadAnswer(action, of: subject)
  }

  /// The subject, when it is of type `type`.
  public func `as`<Subject: FormSubject>(_ type: Subject.Type) -> Subject? {
    subject as? Subject
  }

  /// Runs `action` on the subject with its feature, made with `context`; nothing for an action
  /// of another subject's.
  public mutating func reduce(_ action: FormSubjectAction, in context: ScreenContext)
    -> Effect<FormSubjectAction>
  {
    let (subject, effect) = Self.reduced(subject, action, context)
    self.subject = subject
    return effect
  }

  private static func reduced<Subject: FormSubject>(
    _ subject: Subject, _ action: FormSubjectAction, _ context: ScreenContext
  ) -> (Subject, Effect<FormSubjectAction>) {
    guard let action = action.base as? Subject.Action else { return (subject, .none) }
    var subject = subject
    let effect = Subject.feature(in: context).reduce(into: &subject, action: action)
    return (subject, effect.map(FormSubjectAction.init))
  }

  private static func isReloadAnswer<Subject: FormSubject>(
    _ action: FormSubjectAction, of subject: Subject
  ) -> Bool {
    (action.base as? Subject.Action).map(Subject.isReloadAnswer) ?? false
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.subject.isEqual(to: rhs.subject)
  }

  public func hash(into hasher: inout Hasher) {
    subject.hashWithType(into: &hasher)
  }
}

/// An action for a form screen's form, or for the picker of one of its link fields.
public enum FormInput: Sendable, Hashable {
  /// An action of the form's subject: a field's edit, submitting, the server's answer.
  case subject(FormSubjectAction)
  /// An action of the picker of the link field named `field`.
  case link(field: String, LinkPicker.Feature.Action)

  public init(_ action: any Hashable & Sendable) {
    self = .subject(FormSubjectAction(action))
  }
}
