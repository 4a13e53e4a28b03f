/// A stack of element states, such as the screens a person opened one from another, each with a
/// ``StackElementID`` it keeps while it is in the stack.
///
/// ```swift
/// var path = StackState(["posts"])
/// let post = path.append("post 3")
/// path.append("comments")
/// path.pop(to: post)
/// let open = Array(path)  // ["posts", "post 3"]
/// let title = path[id: post]  // "post 3"
/// ```
///
/// Its elements are read as a collection, bottom first; an element changes through
/// ``subscript(id:)``, so that an id always names the element it was given to. A reducer runs a
/// feature on each element with ``Reducer/forEach(_:action:destination:)``.
public struct StackState<Element> {
  private var entries: [Entry]
  /// The id the next push gives: the one a ``StackAction/push(id:state:)`` names.
  public private(set) var nextID = StackElementID(generation: 0)

  public init() {
    entries = []
  }

  /// Creates a stack of `elements`, the first at the bottom.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// The elements' ids, bottom first.
  public var ids: [StackElementID] {
    entries.map { $0.id }
  }

  /// Pushes `element` on top of the stack under ``nextID``, and returns that id.
  @discardableResult
  public mutating func append(_ element: Element) -> StackElementID {
    let id = nextID
    entries.append(Entry(id: id, element: element))
    nextID = StackElementID(generation: id.generation + 1)
    return id
  }

  /// Pushes `element` under `id` if the stack has never given `id`; returns whether it did.
  mutating func append(_ element: Element, id: StackElementID) -> Bool {
    guard id >= nextID else { return false }
    nextID = id
    append(element)
    return true
  }

  /// Pops the top element and returns it, or `nil` when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    entries.popLast()?.element
  }

  /// Pops the elements above the one with `id`, which stays; returns `false`, changing nothing,
  /// when no element has `id`.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
    entries.removeSubrange((index + 1)...)
    return true
  }

  /// Pops the element with `id` and those above it; returns `false`, changing nothing, when no
  /// element has `id`.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
    entries.removeSubrange(index...)
    return true
  }

  /// The element with `id`, or `nil` when none has it.
  ///
  /// Setting a value replaces the element with `id`, and changes nothing when none has it;
  /// setting `nil` removes that element alone, leaving those above it in place.
  public subscript(id id: StackElementID) -> Element? {
    get {
      entries.first { $0.id == id }?.element
    }
    set {
      guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
      if let newValue {
        entries[index].element = newValue
      } else {
        entries.remove(at: index)
      }
    }
  }

  fileprivate struct Entry {
    let id: StackElementID
    var element: Element
  }
}

extension StackState: RandomAccessCollection {
  public var startIndex: Int { entries.startIndex }

  public var endIndex: Int { entries.endIndex }

  /// The element at `position`, counted from the bottom of the stack.
  public subscript(position: Int) -> Element {
    entries[position].element
  }
}

/// Two stacks are equal when they hold equal elements under the same ids and give the same id
/// next.
extension StackState: Equatable where Element: Equatable {}

extension StackState: Hashable where Element: Hashable {}

extension StackState: Sendable where Element: Sendable {}

extension StackState.Entry: Equatable where Element: Equatable {}

extension StackState.Entry: Hashable where Element: Hashable {}

extension StackState.Entry: Sendable where Element: Sendable {}
