/// V8's `Array.prototype.sort` (TimSort, as `third_party/v8/builtins/array-sort.tq` has it):
/// the same comparisons in the same order, so that a comparison that is no consistent order (as
/// lodash's `orderBy` makes of numbers mixed with text: `"55"` after `6`, `6` tied with `"6"`,
/// `"6"` after `"55"`) puts the elements where node puts them.
///
/// For a consistent comparison every stable sort gives V8's order, Swift's `sorted(by:)`
/// included, and is the one to use; the two part only where the comparison contradicts itself.
///
/// This is the sort of node 20 (V8 11): short arrays too start with a natural run (later V8
/// versions sort fewer than 10 elements by binary insertion alone).
public struct V8Sort<Element> {
  private var work: [Element]
  private var temporary: [Element] = []
  private var runs: [(base: Int, length: Int)] = []
  private var minimumGallop = V8Sort.minimumGallopWins
  private let compare: (Element, Element) -> Int

  private static var minimumGallopWins: Int { 7 }

  /// `elements` sorted by `compare`, which returns a negative number when its first argument
  /// comes first, a positive one when its second does, and 0 when they tie; elements that tie
  /// keep their order.
  public static func sorted(_ elements: [Element], by compare: @escaping (Element, Element) -> Int)
    -> [Element]
  {
    var sort = V8Sort(work: elements, compare: compare)
    sort.timSort(elements.count)
    return sort.work
  }

  private init(work: [Element], compare: @escaping (Element, Element) -> Int) {
    self.work = work
    self.compare = compare
  }

  private mutating func binaryInsertionSort(low: Int, start startArgument: Int, high: Int) {
    var start = low == startArgument ? startArgument + 1 : startArgument
    while start < high {
      var left = low
      var right = start
      let pivot = work[right]
      while left < right {
        let middle = left + ((right - left) >> 1)
        if compare(pivot, work[middle]) < 0 {
          right = middle
        } else {
          left = middle + 1
        }
      }
      var position = start
      while position > left {
        work[position] = work[position - 1]
        position -= 1
      }
      work[left] = pivot
      start += 1
    }
  }

  private mutating func countAndMakeRun(low lowArgument: Int, high: Int) -> Int {
    let low = lowArgument + 1
    if low == high { return 1 }
    var runLength = 2
    let isDescending = compare(work[low], work[low - 1]) < 0
    var previous = work[low]
    var index = low + 1
    while index < high {
      let current = work[index]
      let order = compare(current, previous)
      if isDescending ? order >= 0 : order < 0 { break }
      previous = current
      runLength += 1
      index += 1
    }
    if isDescending {
      work[lowArgument..<(lowArgument + runLength)].reverse()
    }
    return runLength
  }

  private static func minimumRunLength(_ count: Int) -> Int {
    var n = count
    var r = 0
    while n >= 64 {
      r |= n & 1
      n >>= 1
    }
    return n + r
  }

  private mutating func timSort(_ length: Int) {
    guard length >= 2 else { return }
    var remaining = length
    var low = 0
    let minimumRun = V8Sort.minimumRunLength(remaining)
    while remaining != 0 {
      var runLength = countAndMakeRun(low: low, high: low + remaining)
      if runLength < minimumRun {
        let forced = min(minimumRun, remaining)
        binaryInsertionSort(low: low, start: low + runLength, high: low + forced)
        runLength = forced
      }
      runs.append((low, runLength))
      mergeCollapse()
      low += runLength
      remaining -= runLength
    }
    mergeForceCollapse()
  }

  private func runInvariantEstablished(_ n: Int) -> Bool {
    if n < 2 { return true }
    return runs[n - 2].length > runs[n - 1].length + runs[n].length
  }

  private mutating func mergeCollapse() {
    while runs.count > 1 {
      var n = runs.count - 2
      if !runInvariantEstablished(n + 1) || !runInvariantEstablished(n) {
        if n > 0, runs[n - 1].length < runs[n + 1].length { n -= 1 }
        mergeAt(n)
      } else if runs[n].length <= runs[n + 1].length {
        mergeAt(n)
      } else {
        break
      }
    }
  }

  private mutating func mergeForceCollapse() {
    while runs.count > 1 {
      var n = runs.count - 2
      if n > 0, runs[n - 1].length < runs[n + 1].length { n -= 1 }
      mergeAt(n)
    }
  }

  private mutating func mergeAt(_ i: Int) {
    var (baseA, lengthA) = runs[i]
    let (baseB, lengthBAtFirst) = runs[i + 1]
    var lengthB = lengthBAtFirst
    runs[i].length = lengthA + lengthB
    runs.remove(at: i + 1)

    let k = gallopRight(inWork: true, key: work[baseB], base: baseA, length: lengthA, hint: 0)
    baseA += k
    lengthA -= k
    if lengthA == 0 { return }
    lengthB = gallopLeft(
      inWork: true, key: work[baseA + lengthA - 1], base: baseB, length: lengthB,
      hint: lengthB - 1)
    if lengthB == 0 { return }
    if lengthA <= lengthB {
      mergeLow(baseA: baseA, lengthA: lengthA, baseB: baseB, lengthB: lengthB)
    } else {
      mergeHigh(baseA: baseA, lengthA: lengthA, baseB: baseB, lengthB: lengthB)
    }
  }

  private func element(inWork: Bool, _ index: Int) -> Element {
    inWork ? work[index] : temporary[index]
  }

  private func gallopLeft(inWork: Bool, key: Element, base: Int, length: Int, hint: Int) -> Int {
    var lastOffset = 0
    var offset = 1
    if compare(element(inWork: inWork, base + hint), key) < 0 {
      let maximumOffset = length - hint
      while offset < maximumOffset {
        if compare(element(inWork: inWork, base + hint + offset), key) >= 0 { break }
        lastOffset = offset
        offset = (offset << 1) + 1
      }
      offset = min(offset, maximumOffset)
      lastOffset += hint
      offset += hint
    } else {
      let maximumOffset = hint + 1
      while offset < maximumOffset {
        if compare(element(inWork: inWork, base + hint - offset), key) < 0 { break }
        lastOffset = offset
        offset = (offset << 1) + 1
      }
      offset = min(offset, maximumOffset)
      let saved = lastOffset
      lastOffset = hint - offset
      offset = hint - saved
    }
    lastOffset += 1
    while lastOffset < offset {
      let middle = lastOffset + ((offset - lastOffset) >> 1)
      if compare(element(inWork: inWork, base + middle), key) < 0 {
        lastOffset = middle + 1
      } else {
        offset = middle
      }
    }
    return offset
  }

  private func gallopRight(inWork: Bool, key: Element, base: Int, length: Int, hint: Int) -> Int {
    var lastOffset = 0
    var offset = 1
    if compare(key, element(inWork: inWork, base + hint)) < 0 {
      let maximumOffset = hint + 1
      while offset < maximumOffset {
        if compare(key, element(inWork: inWork, base + hint - offset)) >= 0 { break }
        lastOffset = offset
        offset = (offset << 1) + 1
      }
      offset = min(offset, maximumOffset)
      let saved = lastOffset
      lastOffset = hint - offset
      offset = hint - saved
    } else {
      let maximumOffset = length - hint
      while offset < maximumOffset {
        if compare(key, element(inWork: inWork, base + hint + offset)) < 0 { break }
        lastOffset = offset
        offset = (offset << 1) + 1
      }
      offset = min(offset, maximumOffset)
      lastOffset += hint
      offset += hint
    }
    lastOffset += 1
    while lastOffset < offset {
      let middle = lastOffset + ((offset - lastOffset) >> 1)
      if compare(key, element(inWork: inWork, base + middle)) < 0 {
        offset = middle
      } else {
        lastOffset = middle + 1
      }
    }
    return offset
  }

  private mutating func mergeLow(
    baseA: Int, lengthA lengthAArgument: Int, baseB: Int, lengthB lengthBArgument: Int
  ) {
    var lengthA = lengthAArgument
    var lengthB = lengthBArgument
    temporary = Array(work[baseA..<(baseA + lengthA)])
    var destination = baseA
    var cursorTemporary = 0
    var cursorB = baseB
    work[destination] = work[cursorB]
    destination += 1
    cursorB += 1

    let ending: MergeEnding = {
      lengthB -= 1
      if lengthB == 0 { return .succeed }
      if lengthA == 1 { return .copyTheOtherRun }
      var minimumGallop = self.minimumGallop
      while true {
        var winsA = 0
        var winsB = 0
        while true {
          if compare(work[cursorB], temporary[cursorTemporary]) < 0 {
            work[destination] = work[cursorB]
            destination += 1
            cursorB += 1
            winsB += 1
            lengthB -= 1
            winsA = 0
            if lengthB == 0 { return .succeed }
            if winsB >= minimumGallop { break }
          } else {
            work[destination] = temporary[cursorTemporary]
            destination += 1
            cursorTemporary += 1
            winsA += 1
            lengthA -= 1
            winsB = 0
            if lengthA == 1 { return .copyTheOtherRun }
            if winsA >= minimumGallop { break }
          }
        }
        minimumGallop += 1
        var firstIteration = true
        while winsA >= V8Sort.minimumGallopWins || winsB >= V8Sort.minimumGallopWins
          || firstIteration
        {
          firstIteration = false
          minimumGallop = max(1, minimumGallop - 1)
          self.minimumGallop = minimumGallop
          winsA = gallopRight(
            inWork: false, key: work[cursorB], base: cursorTemporary, length: lengthA, hint: 0)
          if winsA > 0 {
            for offset in 0..<winsA {
              work[destination + offset] = temporary[cursorTemporary + offset]
            }
            destination += winsA
            cursorTemporary += winsA
            lengthA -= winsA
            if lengthA == 1 { return .copyTheOtherRun }
            if lengthA == 0 { return .succeed }
          }
          work[destination] = work[cursorB]
          destination += 1
          cursorB += 1
          lengthB -= 1
          if lengthB == 0 { return .succeed }
          winsB = gallopLeft(
            inWork: true, key: temporary[cursorTemporary], base: cursorB, length: lengthB,
            hint: 0)
          if winsB > 0 {
            copyWithin(from: cursorB, to: destination, count: winsB)
            destination += winsB
            cursorB += winsB
            lengthB -= winsB
            if lengthB == 0 { return .succeed }
          }
          work[destination] = temporary[cursorTemporary]
          destination += 1
          cursorTemporary += 1
          lengthA -= 1
          if lengthA == 1 { return .copyTheOtherRun }
        }
        minimumGallop += 1
        self.minimumGallop = minimumGallop
      }
    }()
    switch ending {
    case .succeed:
      for offset in 0..<max(lengthA, 0) {
        work[destination + offset] = temporary[cursorTemporary + offset]
      }
    case .copyTheOtherRun:
      copyWithin(from: cursorB, to: destination, count: lengthB)
      work[destination + lengthB] = temporary[cursorTemporary]
    }
  }

  private mutating func mergeHigh(
    baseA: Int, lengthA lengthAArgument: Int, baseB: Int, lengthB lengthBArgument: Int
  ) {
    var lengthA = lengthAArgument
    var lengthB = lengthBArgument
    temporary = Array(work[baseB..<(baseB + lengthB)])
    var destination = baseB + lengthB - 1
    var cursorTemporary = lengthB - 1
    var cursorA = baseA + lengthA - 1
    work[destination] = work[cursorA]
    destination -= 1
    cursorA -= 1

    let ending: MergeEnding = {
      lengthA -= 1
      if lengthA == 0 { return .succeed }
      if lengthB == 1 { return .copyTheOtherRun }
      var minimumGallop = self.minimumGallop
      while true {
        var winsA = 0
        var winsB = 0
        while true {
          if compare(temporary[cursorTemporary], work[cursorA]) < 0 {
            work[destination] = work[cursorA]
            destination -= 1
            cursorA -= 1
            winsA += 1
            lengthA -= 1
            winsB = 0
            if lengthA == 0 { return .succeed }
            if winsA >= minimumGallop { break }
          } else {
            work[destination] = temporary[cursorTemporary]
            destination -= 1
            cursorTemporary -= 1
            winsB += 1
            lengthB -= 1
            winsA = 0
            if lengthB == 1 { return .copyTheOtherRun }
            if winsB >= minimumGallop { break }
          }
        }
        minimumGallop += 1
        var firstIteration = true
        while winsA >= V8Sort.minimumGallopWins || winsB >= V8Sort.minimumGallopWins
          || firstIteration
        {
          firstIteration = false
          minimumGallop = max(1, minimumGallop - 1)
          self.minimumGallop = minimumGallop
          var k = gallopRight(
            inWork: true, key: temporary[cursorTemporary], base: baseA, length: lengthA,
            hint: lengthA - 1)
          winsA = lengthA - k
          if winsA > 0 {
            destination -= winsA
            cursorA -= winsA
            copyWithin(from: cursorA + 1, to: destination + 1, count: winsA)
            lengthA -= winsA
            if lengthA == 0 { return .succeed }
          }
          work[destination] = temporary[cursorTemporary]
          destination -= 1
          cursorTemporary -= 1
          lengthB -= 1
          if lengthB == 1 { return .copyTheOtherRun }
          k = gallopLeft(
            inWork: false, key: work[cursorA], base: 0, length: lengthB, hint: lengthB - 1)
          winsB = lengthB - k
          if winsB > 0 {
            destination -= winsB
            cursorTemporary -= winsB
            for offset in 0..<winsB {
              work[destination + 1 + offset] = temporary[cursorTemporary + 1 + offset]
            }
            lengthB -= winsB
            if lengthB == 1 { return .copyTheOtherRun }
            if lengthB == 0 { return .succeed }
          }
          work[destination] = work[cursorA]
          destination -= 1
          cursorA -= 1
          lengthA -= 1
          if lengthA == 0 { return .succeed }
        }
        minimumGallop += 1
        self.minimumGallop = minimumGallop
      }
    }()
    switch ending {
    case .succeed:
      if lengthB > 0 {
        for offset in 0..<lengthB {
          work[destination - (lengthB - 1) + offset] = temporary[offset]
        }
      }
    case .copyTheOtherRun:
      destination -= lengthA
      cursorA -= lengthA
      copyWithin(from: cursorA + 1, to: destination + 1, count: lengthA)
      work[destination] = temporary[cursorTemporary]
    }
  }

  /// V8's `Copy` within the work array: from the back when the ranges overlap that way.
  private mutating func copyWithin(from source: Int, to destination: Int, count: Int) {
    guard count > 0 else { return }
    if source < destination {
      for offset in stride(from: count - 1, through: 0, by: -1) {
        work[destination + offset] = work[source + offset]
      }
    } else {
      for offset in 0..<count {
        work[destination + offset] = work[source + offset]
      }
    }
  }
}

/// How a merge of V8's TimSort ends: with the rest of the temporary run copied, or with the
/// other run copied and the last element of the temporary run put after it (or before it).
private enum MergeEnding {
  case succeed
  case copyTheOtherRun
}
