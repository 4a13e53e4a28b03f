/// The xterm 256-colour palette's fixed part: the 6×6×6 colour cube (16–231) and the grey ramp
/// (232–255). The first 16 are left out, since each terminal's theme draws them its own way.
enum XtermPalette {
  /// The levels of each part of the colour cube.
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The colour of palette entry `index`, from 16 to 255; `nil` for the first 16.
  static func color(at index: UInt8) -> RGB? {
    switch index {
    case 16...231:
      let cube = Int(index) - 16
      return RGB(
        red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[cube / 6 % 6]),
        blue: UInt8(cubeLevels[cube % 6]))
    case 232...255:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return RGB(red: grey, green: grey, blue: grey)
    default:
      return nil
    }
  }

  /// The entry from 16 to 255 nearest to `color`, by the distance between the two as points of
  /// red, green and blue.
  static func nearestIndex(to color: RGB) -> UInt8 {
    let parts = [Int(color.red), Int(color.green), Int(color.blue)]
    // The cube's nearest is the nearest level of each part on its own; the ramp's is one of
    // the greys around the parts' mean.
    let cube = parts.map(nearestCubeLevel)
    let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    let mean = parts.reduce(0, +) / 3
    let greyStep = (mean - 8) / 10
    let greys = (greyStep - 1...greyStep + 1).map { 232 + max(0, min(23, $0)) }
    let candidates = [cubeIndex] + greys
    let best = candidates.min { distance(color, $0) < distance(color, $1) } ?? cubeIndex
    return UInt8(clamping: best)
  }

  private static func nearestCubeLevel(_ value: Int) -> Int {
    cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
  }

  private static func distance(_ color: RGB, _ index: Int) -> Int {
    guard let other = self.color(at: UInt8(clamping: index)) else { return .max }
    let red = Int(color.red) - Int(other.red)
    let green = Int(color.green) - Int(other.green)
    let blue = Int(color.blue) - Int(other.blue)
    return red * red + green * green + blue * blue
  }
}
