import Dispatch

/// The stored `workQueue` of a FoundationNetworking object: the serial queue on which a
/// `URLSession` keeps its books and a `URLSessionTask` runs its protocol.
///
/// It is not public, so it is found by reflection; `nil` if Foundation no longer has it.
func workQueue(of object: AnyObject) -> DispatchQueue? {
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    if let queue = current.children.first(where: { $0.label == "workQueue" })?.value
      as? DispatchQueue
    {
      return queue
    }
    mirror = current.superclassMirror
  }
  return nil
}
