/// The xterm 256-colour palette's fixed part: the 6×6×6 colour cube (16–231) and the grey ramp
/// (232–255). The first 16 are left out, since each terminal's theme draws them its own way.
enum XtermPalette {
  /// The levels of each part of the colour cube.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The 24-bit colour of palette entry `index`, from 16 to 255; `nil` for the first 16.
  static func color(at index: UInt8) -> TerminalColor? {
    guard let parts = parts(at: index) else { return nil }
    return .rgb(
      red: UInt8(clamping: parts[0]), green: UInt8(clamping: parts[1]),
      blue: UInt8(clamping: parts[2]))
  }

  /// The entry from 16 to 255 nearest to the colour `red`, `green`, `blue`, by the distance
  /// between the two as points of red, green and blue.
  static func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let parts = [Int(red), Int(green), Int(blue)]
    // The cube's nearest is the nearest level of each part on its own; the ramp's is one of
    // the greys around the parts' mean.
    let cube = parts.map(nearestCubeLevel)
    let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    let mean = parts.reduce(0, +) / 3
    let greyStep = (mean - 8) / 10
    let greys = (greyStep - 1...greyStep + 1).map { 232 + max(0, min(23, $0)) }
    let candidates = [cubeIndex] + greys
    let best = candidates.min { distance(parts, $0) < distance(parts, $1) } ?? cubeIndex
    return UInt8(clamping: best)
  }

  /// The red, green and blue of entry `index`, in that order; `nil` for the first 16.
  private static func parts(at index: UInt8) -> [Int]? {
    switch index {
    case 16...231:
      let cube = Int(index) - 16
      return [cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6]]
    case 232...255:
      let grey = 8 + 10 * (Int(index) - 232)
      return [grey, grey, grey]
    default:
      return nil
    }
  }

  private static func nearestCubeLevel(_ value: Int) -> Int {
    cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
  }

  private static func distance(_ parts: [Int], _ index: Int) -> Int {
    guard let other = self.parts(at: UInt8(clamping: index)) else { return .max }
    return zip(parts, other).map { ($0 - $1) * ($0 - $1) }.reduce(0, +)
  }
}
