import Dependencies
import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct DeleteFeatureTests {
  let log = Log<WriteCall>()

  func store(
    _ target: DeleteFeature.Target, status: DeleteFeature.Status = .idle,
    failure: (any Error & Sendable)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<DeleteFeature> {
    TestStore(
      initialState: DeleteFeature.State(target: target, status: status),
      reducer: DeleteFeature(client: .recordingWrites(into: log, failure: failure)),
      sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    (DeleteFeature.Target.post(7), WriteCall.deletePost(7), "post 7"),
    (.user(3), .deleteUser(3), "user 3"),
  ])
  func deleteAsksFirstThenConfirmingSendsTheRequest(
    target: DeleteFeature.Target, call: WriteCall, description: String
  ) async {
    let store = store(target)

    await store.send(.delete) { $0.status = .confirming }
    check(log.entries.isEmpty)
    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(target))) { $0.status = .deleted }
    await store.finish()

    checkEqual(log.entries, [call])
    checkEqual(target.description, description)
  }

  @Test func cancellingSendsNothingAndAllowsAskingAgain() async {
    let store = store(.post(7))

    await store.send(.delete) { $0.status = .confirming }
    await store.send(.cancel) { $0.status = .cancelled }
    await store.send(.confirm)
    await store.send(.delete) { $0.status = .confirming }
    await store.finish()

    check(log.entries.isEmpty)
  }

  @Test func aFailedRequestShowsTheFailureAndRetrySendsAgain() async {
    let error = NetworkError.timedOut(host: "api")
    let store = store(.post(7), status: .confirming, failure: error)
    let failure = LoadFailure(error)

    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.send(.retry) { $0.status = .deleting }
    await store.receive(.deleteResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.finish()

    checkEqual(log.entries, [.deletePost(7), .deletePost(7)])
  }

  @Test(arguments: [
    DeleteFeature.Status.idle, .deleting, .deleted, .cancelled,
  ])
  func aConfirmationNobodyAskedForSendsNothing(status: DeleteFeature.Status) async {
    let store = store(.user(3), status: status)

    await store.send(.confirm)
    await store.send(.retry)
    await store.finish()

    check(log.entries.isEmpty)
  }

  @Test func aSecondDeleteWhileTheRequestIsInFlightIsIgnored() async {
    let store = store(.user(3), status: .deleting)

    await store.send(.delete)
    await store.send(.cancel)
    await store.finish()

    checkEqual(store.state.status, .deleting)
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = .recordingWrites(into: log)
    } operation: {
      DeleteFeature()
    }
    let store = TestStore(
      initialState: DeleteFeature.State(target: .user(3), status: .confirming), reducer: feature)

    await store.send(.confirm) { $0.status = .deleting }
    await store.receive(.deleteResponse(.success(.user(3)))) { $0.status = .deleted }
    await store.finish()

    checkEqual(log.entries, [.deleteUser(3)])
  }

  @Test func theDeleteFeatureOfPostsAndUsersIsTheGenericOne() {
    let target: DeleteFeature.Target = .post(7)
    checkEqual(target, DeleteTarget.post(7))
    checkEqual(
      DeleteFeature.State(target: .user(3)).status, DeletionFeature<DeleteTarget>.Status.idle)
  }
}
