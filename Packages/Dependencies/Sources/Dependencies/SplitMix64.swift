/// A random number generator that gives the same numbers for the same seed on every run and
/// platform: Sebastiano Vigna's SplitMix64.
///
/// Use it where a test draws many random inputs but must fail the same way each time it fails:
///
/// ```swift
/// var generator = SplitMix64(seed: 42)
/// let count = Int.random(in: 0...100, using: &generator)
/// ```
///
/// It is fast and well mixed, not cryptographically secure.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
