// Malformed hand strings: the shared table (malformed_inputs.hpp) checked through the library,
// line and UTF-8 limits in every notation, the UTF-8 decoder against a reference encoder, and
// random bytes that must never crash and, when accepted, must survive format → parse.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "hand_writers.hpp"
#include "hupai/notation.hpp"
#include "malformed_inputs.hpp"
#include "notation/utf8.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

constexpr notation all_notations[] = {notation::automatic, notation::mpsz,  notation::unicode,
                                      notation::chinese,   notation::codes, notation::mediatek};

static_assert(std::size(testing::malformed_inputs) >= 30);

TEST(Malformed, TableThroughTheLibrary) {
    for (const auto& row : testing::malformed_inputs) {
        SCOPED_TRACE(std::string(row.input) + " as " + std::string(row.notation));
        const auto n = parse_notation_name(row.notation);
        ASSERT_TRUE(n.ok());
        const auto h = parse_hand(row.input, *n);
        ASSERT_FALSE(h.ok()) << format_hand(*h);
        EXPECT_EQ(name(h.err().code), row.code) << h.err().message;
        EXPECT_EQ(h.err().offset, row.offset) << h.err().message;
        const std::string prefix = std::string(row.code) + ": ";
        EXPECT_EQ(h.err().message.rfind(prefix, 0), 0u) << h.err().message;
        const std::string where = " at byte " + std::to_string(row.offset);
        EXPECT_NE(h.err().message.find(where), std::string::npos) << h.err().message;
    }
}

TEST(Malformed, MessagesArePinned) {
    const struct {
        std::string_view input;
        std::string_view message;
    } rows[] = {
        {"12x", "unknown_character: 'x' at byte 2"},
        {"11111m", "too_many_copies: a fifth 1m (at most 4 across hand and melds) at byte 4"},
        {"8z", "invalid_tile: '8z' is not a tile at byte 0"},
        {"11m22", "missing_suit: digits '22' not closed by m, p, s, z or f at byte 3"},
        {"[135m]", "invalid_meld: not a chow, pung or kong at byte 0"},
        {"", "empty_hand: the hand has no tiles at byte 0"},
        {"1m\xff", "invalid_utf8: byte 0xff starts no valid UTF-8 at byte 2"},
        {"1m 🀄", "unknown_character: '🀄' (U+1F004) at byte 3"},
    };
    for (const auto& r : rows) {
        const auto h = parse_hand(r.input, notation::mpsz);
        ASSERT_FALSE(h.ok()) << r.input;
        EXPECT_EQ(h.err().message, r.message);
    }
}

TEST(Malformed, LineLengthLimitInEveryNotation) {
    for (const notation n : all_notations) {
        std::string fits = n == notation::mediatek ? "A" : n == notation::codes ? "101" : "1m";
        if (n == notation::unicode) fits = "🀇";
        if (n == notation::chinese) fits = "一万";
        fits.resize(max_line_bytes, ' ');
        EXPECT_TRUE(parse_hand(fits, n).ok()) << name(n);
        const auto h = parse_hand(fits + " ", n);
        ASSERT_FALSE(h.ok()) << name(n);
        EXPECT_EQ(h.err().code, errc::line_too_long);
        EXPECT_EQ(h.err().offset, max_line_bytes);
    }
}

TEST(Malformed, NulAndControlBytesAreUnknown) {
    using namespace std::string_view_literals;
    for (const notation n : all_notations) {
        const std::string_view prefix = n == notation::mediatek ? "A"sv : "?"sv;
        for (const char c : {'\0', '\x01', '\x1b', '\x7f'}) {
            const std::string text = std::string(prefix) + c;
            const auto h = parse_hand(text, n);
            ASSERT_FALSE(h.ok()) << name(n);
            EXPECT_EQ(h.err().code, errc::unknown_character) << name(n);
            EXPECT_EQ(h.err().offset, 1u);
        }
    }
}

TEST(Malformed, InvalidUtf8InEveryNotation) {
    const std::string_view bad[] = {
        "\x80",              // lone continuation byte
        "\xBF",              // lone continuation byte
        "\xC0\x80",          // overlong NUL
        "\xC1\xBF",          // overlong ASCII
        "\xE0\x80\x80",      // overlong 3-byte
        "\xE0\x9F\xBF",      // overlong 3-byte (U+07FF)
        "\xED\xA0\x80",      // surrogate U+D800
        "\xED\xBF\xBF",      // surrogate U+DFFF
        "\xF0\x80\x80\x80",  // overlong 4-byte
        "\xF0\x8F\xBF\xBF",  // overlong 4-byte (U+FFFF)
        "\xF4\x90\x80\x80",  // U+110000
        "\xF5\x80\x80\x80",  // lead byte past F4
        "\xFF",              // never a UTF-8 byte
        "\xE4\xB8",          // truncated at the end
        "\xE4\xB8 ",         // truncated before a space
        "\xF0\x9F\x80",      // truncated 4-byte tile
        "\xC3(",             // missing continuation
    };
    for (const notation n : all_notations) {
        std::string prefix = n == notation::mediatek ? "A" : n == notation::codes ? "101 " : "1m";
        if (n == notation::unicode) prefix = "🀇";
        if (n == notation::chinese) prefix = "一万";
        for (const auto b : bad) {
            const std::string text = prefix + std::string(b);
            const auto h = parse_hand(text, n);
            ASSERT_FALSE(h.ok()) << name(n);
            EXPECT_EQ(h.err().code, errc::invalid_utf8) << name(n) << " " << h.err().message;
            EXPECT_EQ(h.err().offset, prefix.size()) << name(n) << " " << h.err().message;
        }
    }
}

TEST(Utf8, DecodesEveryScalarValue) {
    for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
        if (cp >= 0xD800 && cp <= 0xDFFF) continue;
        const std::string bytes = testing::encode_utf8(cp);
        const auto d = detail::decode_utf8(bytes, 0);
        ASSERT_EQ(d.code_point, cp);
        ASSERT_EQ(d.length, bytes.size());
    }
}

// A sequence is valid exactly when it is the encoding of some scalar value: decode it naively
// from the bit layout and compare with the reference encoder.
bool reference_valid(const std::string& bytes) {
    const auto b0 = static_cast<unsigned char>(bytes[0]);
    const std::size_t n = b0 < 0x80 ? 1 : b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 0;
    if (n == 0 || n > bytes.size()) return false;
    char32_t cp = n == 1 ? b0 : b0 & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) {
        const auto b = static_cast<unsigned char>(bytes[k]);
        if ((b & 0xC0) != 0x80) return false;
        cp = (cp << 6) | (b & 0x3F);
    }
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    return testing::encode_utf8(cp) == bytes.substr(0, n);
}

TEST(Utf8, AgreesWithTheReferenceOnEveryShortSequence) {
    std::string bytes(3, '\0');
    for (int a = 0x80; a < 0x100; ++a) {
        for (int b = 0; b < 0x100; ++b) {
            for (int c = 0; c < (a >= 0xE0 ? 0x100 : 1); ++c) {
                bytes[0] = static_cast<char>(a);
                bytes[1] = static_cast<char>(b);
                bytes[2] = static_cast<char>(c);
                const std::string_view view(bytes.data(), a >= 0xE0 ? 3 : 2);
                const auto d = detail::decode_utf8(view, 0);
                ASSERT_EQ(d.length != 0, reference_valid(std::string(view)))
                    << a << " " << b << " " << c;
            }
        }
    }
}

TEST(Utf8, AgreesWithTheReferenceOnRandomFourByteSequences) {
    testing::rng_t rng(testing::test_seed("utf8_four_byte", 0xF0));
    std::string bytes(4, '\0');
    for (std::uint64_t i = 0; i < testing::scaled(500000); ++i) {
        bytes[0] = static_cast<char>(testing::uniform(rng, 0xF0, 0xFF));
        for (int k = 1; k < 4; ++k) {
            // Mostly continuation bytes, so that valid sequences are common.
            bytes[static_cast<std::size_t>(k)] = static_cast<char>(
                testing::uniform(rng, 0, 7) == 0 ? testing::uniform(rng, 0, 255)
                                                 : testing::uniform(rng, 0x80, 0xBF));
        }
        ASSERT_EQ(detail::decode_utf8(bytes, 0).length != 0, reference_valid(bytes));
    }
}

// Bytes from an alphabet every reader cares about, so that random strings often parse.
std::string random_text(testing::rng_t& rng) {
    static const char* const pieces[] = {
        "1",    "2",    "5",    "0",  "9",  "m",  "p",  "s", "z",   "f",   " ",   "[",
        "]",    "(",    ")",    "+",  "?",  ",",  "A",  "e", "101", "407", "509", "一",
        "五",   "万",   "筒",   "红", "中", "东", "风", "🀇", "🀄",   "🀪",   "🀫",   "\xEF\xB8\x8F",
        "\xE4", "\xFF", "\x80", "x",  "、", "\n",
    };
    std::string out;
    const int n = testing::uniform(rng, 0, 24);
    for (int i = 0; i < n; ++i) {
        out += pieces[testing::uniform(rng, 0, static_cast<int>(std::size(pieces)) - 1)];
    }
    return out;
}

TEST(Malformed, RandomTextNeverBreaksTheRoundTrip) {
    testing::rng_t rng(testing::test_seed("notation_random_text", 0x5eed));
    int accepted = 0;
    const auto count = testing::scaled(100000);
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::string text = random_text(rng);
        for (const notation n : all_notations) {
            const auto h = parse_hand(text, n);
            if (!h.ok()) {
                ASSERT_LE(h.err().offset, text.size()) << text;
                ASSERT_EQ(h.err().message.rfind(std::string(name(h.err().code)) + ": ", 0), 0u);
                continue;
            }
            ++accepted;
            const std::string canonical = format_hand(*h);
            const auto again = parse_hand(canonical, notation::mpsz);
            ASSERT_TRUE(again.ok()) << text << " → " << canonical << " → " << again.err().message;
            ASSERT_EQ(*again, *h) << text << " → " << canonical;
            ASSERT_EQ(format_hand(*again), canonical);
        }
    }
    EXPECT_GT(accepted, static_cast<int>(count / 100));  // the success path is reached too
}

TEST(Malformed, FlowersObeyTheCopyLimitAndJokersTheCounter) {
    EXPECT_TRUE(parse_hand("1111f").ok());
    const auto five = parse_hand("11111f");
    ASSERT_FALSE(five.ok());
    EXPECT_EQ(five.err().code, errc::too_many_copies);
    EXPECT_EQ(five.err().offset, 4u);
    EXPECT_TRUE(parse_hand(std::string(255, '?')).ok());
    const auto many = parse_hand(std::string(256, '?'));
    ASSERT_FALSE(many.ok());
    EXPECT_EQ(many.err().code, errc::too_many_copies);
    EXPECT_EQ(many.err().offset, 255u);
}

}  // namespace
}  // namespace hupai
