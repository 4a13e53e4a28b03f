import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct UserFormFeatureTests {
  let original: User = {
    var user = Sample.user(
      4, name: "Ada Byron", username: "ada", email: "ada@example.com", city: "London",
      company: "Engines")
    user.address.geo = User.Geo(lat: "51.5", lng: "-0.1")
    user.company.catchPhrase = "Poetical science"
    user.company.bs = "analytical"
    return user
  }()
  let log = Log<WriteCall>()

  func feature(failure: (any Error & Sendable)? = nil) -> UserFormFeature {
    UserFormFeature(client: .recordingWrites(into: log, user: original, failure: failure))
  }

  func store(
    _ state: UserFormFeature.State, failure: (any Error & Sendable)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<UserFormFeature> {
    TestStore(
      initialState: state, reducer: feature(failure: failure), sourceLocation: sourceLocation)
  }

  let grace = UserFormFeature.Fields(name: "Grace", username: "grace", email: "g@x.example")

  @Test func theFieldsAreInTheFormsOrderWithTheAPIsNames() {
    checkEqual(
      UserFormFeature.Field.allCases.map(\.rawValue),
      [
        "name", "username", "email", "phone", "website", "address.street", "address.suite",
        "address.city", "address.zipcode", "company.name",
      ])
  }

  @Test func submittingReportsEveryProblemAtOnceInFieldOrderAndSendsNothing() async {
    let store = store(
      UserFormFeature.State(
        mode: .create, fields: .init(name: " ", email: "a@@b.co", city: "Paris")))

    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "name", messages: ["can't be blank"]),
          .init(field: "username", messages: ["can't be blank"]),
          .init(field: "email", messages: ["is not a valid address"]),
        ]))
    }

    checkEqual(
      store.state.status.errors?.lines,
      [
        "name: can't be blank", "username: can't be blank", "email: is not a valid address",
      ])
    check(log.entries.isEmpty)
  }

  @Test func creatingSendsADraftWithEveryFieldAndSavesTheAnswer() async {
    let store = store(
      UserFormFeature.State(
        mode: .create,
        fields: .init(
          name: "Grace", username: "grace", email: "grace@navy.example", phone: "555",
          website: "grace.example", street: "1 Main St", suite: "Apt 2", city: "Arlington",
          zipcode: "22201", company: "Navy")))
    let draft = UserDraft(
      name: "Grace", username: "grace", email: "grace@navy.example", phone: "555",
      website: "grace.example",
      address: User.Address(
        street: "1 Main St", suite: "Apt 2", city: "Arlington", zipcode: "22201",
        geo: User.Geo(lat: "", lng: "")),
      company: User.Company(name: "Navy", catchPhrase: "", bs: ""))
    let saved = User(
      id: 11, name: "Grace", username: "grace", email: "grace@navy.example",
      address: draft.address, phone: "555", website: "grace.example", company: draft.company)

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(saved))) { [saved] in $0.status = .saved(saved) }
    await store.finish()

    checkEqual(log.entries, [.createUser(draft)])
    checkEqual(store.state.status.savedResource?.id, 11)
    checkEqual(store.state.status.savedResource?.address.city, "Arlington")
  }

  @Test func anEditSendsOnlyTheChangedFields() async {
    let store = store(UserFormFeature.State(mode: .edit(original)))
    var saved = original
    saved.email = "ada@lovelace.example"

    await store.send(.setField(.email, "ada@lovelace.example")) {
      $0.fields.email = "ada@lovelace.example"
    }
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(saved))) { [saved] in $0.status = .saved(saved) }
    await store.finish()

    checkEqual(log.entries, [.updateUser(4, UserChanges(email: "ada@lovelace.example"))])
  }

  @Test func changingTheCitySendsTheWholeAddressWithItsCoordinates() async {
    let store = store(UserFormFeature.State(mode: .edit(original)))
    var address = original.address
    address.city = "Oxford"
    var saved = original
    saved.address = address

    await store.send(.setField(.city, "Oxford")) { $0.fields.city = "Oxford" }
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success(saved))) { [saved] in $0.status = .saved(saved) }
    await store.finish()

    checkEqual(log.entries, [.updateUser(4, UserChanges(address: address))])
    checkEqual(address.geo, User.Geo(lat: "51.5", lng: "-0.1"))
    checkEqual(store.state.status.savedResource?.address.city, "Oxford")
  }

  @Test func changingTheCompanyNameSendsTheWholeCompany() async {
    let store = store(UserFormFeature.State(mode: .edit(original)))

    await store.send(.setField(.company, "Babbage & Co")) { $0.fields.company = "Babbage & Co" }

    let company = User.Company(
      name: "Babbage & Co", catchPhrase: "Poetical science", bs: "analytical")
    checkEqual(store.state.changes, UserChanges(company: company))
  }

  @Test func anEditWithoutChangesIsSavedWithoutARequest() async {
    let store = store(UserFormFeature.State(mode: .edit(original)))

    await store.send(.submit) { $0.status = .saved(original) }

    check(log.entries.isEmpty)
  }

  @Test func anEditValidatesOnlyWhatItChanges() async {
    var state = UserFormFeature.State(mode: .edit(original))
    state.fields.email = "a@co."
    state.fields.name = ""
    let store = store(state)

    await store.send(.submit) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "name", messages: ["can't be blank"]),
          .init(field: "email", messages: ["is not a valid address"]),
        ]))
    }

    checkEqual(
      store.state.status.errors?.lines,
      [
        "name: can't be blank", "email: is not a valid address",
      ])
    check(log.entries.isEmpty)
  }

  @Test func aRejectionShowsTheServersMessagesAndAFixMakesTheFormEditing() async {
    let rejection = NetworkError.rejected(
      resource: "user", fieldErrors: FieldErrors(["email": ["is invalid"]]))
    let store = store(UserFormFeature.State(mode: .create, fields: grace), failure: rejection)

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(LoadFailure(rejection)))) {
      $0.status = .invalid(FormErrors([.init(field: "email", messages: ["is invalid"])]))
    }
    await store.finish()
    checkEqual(store.state.status.errors?.lines, ["email: is invalid"])

    await store.send(.setField(.email, "g@y.example")) {
      $0.fields.email = "g@y.example"
      $0.status = .editing
    }
  }

  @Test func anotherFailureFailsTheFormAndRetrySendsAgain() async {
    let error = NetworkError.timedOut(host: "example.com")
    let store = store(UserFormFeature.State(mode: .create, fields: grace), failure: error)
    let failure = LoadFailure(error)

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.send(.retry) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.finish()

    checkEqual(failure.networkError, error)
    checkEqual(log.entries.count, 2)
  }

  @Test func everyFieldHasItsOwnLabelForPeople() {
    let labels = UserFormFeature.Field.allCases.map(\.label)
    checkEqual(Set(labels).count, labels.count)
    checkEqual(UserFormFeature.Field.zipcode.label, "Zip code")
    checkEqual(PostFormFeature.Field.allCases.map(\.label), ["User ID", "Title", "Body"])
  }
}
