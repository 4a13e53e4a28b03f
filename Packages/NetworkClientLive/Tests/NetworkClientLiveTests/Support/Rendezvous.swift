import Foundation
import NetworkClient

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

/// Holds a group of requests until all of them have arrived: proof that they were in flight at
/// the same time.
///
/// A stub handler calls ``arrive(_:)`` with its request's name and answers when that returns.
/// The last of the group releases them all with `true`. It cannot hang: once the client is idle
/// (see ``QuiescenceExecutor``) every request it will send before hearing back has been handed
/// to its transport, so if the transport then holds fewer requests than the group has, the rest
/// will never come (the client waits for an answer first, as a sequential one does) and every
/// waiting handler is released with `false`.
actor Rendezvous {
  /// The result, once known: `true` when the whole group was in flight together.
  private(set) var metTogether: Bool?

  private let group: Set<String>
  private let client: QuiescenceExecutor
  /// The transport the client sends through.
  let transport: Transport
  private var arrived: Set<String> = []
  private var waiters: [CheckedContinuation<Bool, Never>] = []
  private var isWatchingClient = false

  /// Creates a rendezvous for the requests named in `group`, sent by code running on `client`
  /// through `transport`.
  init(of group: Set<String>, client: QuiescenceExecutor, transport: Transport) {
    self.group = group
    self.client = client
    self.transport = transport
  }

  /// Waits until every request of the group has arrived (`true`) or the rest cannot come
  /// (`false`).
  func arrive(_ name: String) async -> Bool {
    arrived.insert(name)
    if let metTogether {
      return metTogether
    }
    if arrived.isSuperset(of: group) {
      settle(true)
      return true
    }
    if !isWatchingClient {
      isWatchingClient = true
      Task { await watchClient() }
    }
    return await withCheckedContinuation { waiters.append($0) }
  }

  private func watchClient() async {
    await client.untilIdle()
    if transport.activeTransferCount < group.count {
      settle(false)
    }
  }

  private func settle(_ metTogether: Bool) {
    guard self.metTogether == nil else { return }
    self.metTogether = metTogether
    for waiter in waiters {
      waiter.resume(returning: metTogether)
    }
    waiters = []
  }
}
