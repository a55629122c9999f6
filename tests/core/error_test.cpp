// Errors as values (hupai/error.hpp): every code's stable name, make_error's message form, and
// the result accessors — checked ones (assert in debug builds) and the unchecked ones.
#include "hupai/error.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>
#include <utility>

namespace hupai {
namespace {

// Pinned: the command prints these names and external tests match them.
constexpr std::string_view pinned_names[] = {
    "unknown_character",    "missing_suit",     "invalid_tile",     "too_many_copies",
    "invalid_meld",         "too_many_melds",   "empty_hand",       "line_too_long",
    "invalid_utf8",         "wrong_hand_size",  "hand_too_large",   "forbidden_tile",
    "forbidden_meld",       "missing_wildcard", "invalid_wildcard", "unknown_preset",
    "unknown_flag",         "invalid_value",    "unknown_notation", "not_a_win",
    "impossible_situation", "invalid_json",     "unknown_op",       "too_far",
};
constexpr int code_count = static_cast<int>(std::size(pinned_names));
static_assert(static_cast<int>(errc::too_far) + 1 == code_count,
              "a new errc needs its pinned name here");

TEST(Errc, EveryCodeHasItsPinnedName) {
    for (int i = 0; i < code_count; ++i) {
        EXPECT_EQ(name(static_cast<errc>(i)), pinned_names[i]) << "code " << i;
    }
}

TEST(Errc, NamesAreDistinctSnakeCase) {
    for (int i = 0; i < code_count; ++i) {
        const std::string_view n = name(static_cast<errc>(i));
        ASSERT_FALSE(n.empty());
        for (const char c : n)
            EXPECT_TRUE((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_') << n;
        for (int j = 0; j < i; ++j) EXPECT_NE(n, name(static_cast<errc>(j)));
    }
}

TEST(Errc, AValueOutsideTheEnumHasAName) {
    EXPECT_EQ(name(static_cast<errc>(code_count)), "unknown_error");
    EXPECT_EQ(name(static_cast<errc>(255)), "unknown_error");
}

TEST(MakeError, MessageStartsWithTheNameAndKeepsTheOffset) {
    for (int i = 0; i < code_count; ++i) {
        const auto code = static_cast<errc>(i);
        const error e = make_error(code, "some detail", static_cast<std::size_t>(i) * 3);
        EXPECT_EQ(e.code, code);
        EXPECT_EQ(e.offset, static_cast<std::size_t>(i) * 3);
        EXPECT_EQ(e.message, std::string(pinned_names[i]) + ": some detail");
    }
    EXPECT_EQ(make_error(errc::invalid_tile, "'8z' is not a tile").offset, 0u);
    EXPECT_EQ(make_error(errc::empty_hand, "").message, "empty_hand: ");
}

TEST(Result, HoldsAValue) {
    result<std::string> r = std::string("tiles");
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(static_cast<bool>(r));
    EXPECT_EQ(r.value(), "tiles");
    EXPECT_EQ(*r, "tiles");
    EXPECT_EQ(r->size(), 5u);
    EXPECT_EQ(r.value_unchecked(), "tiles");
    r.value() += "!";
    EXPECT_EQ(std::as_const(r).value(), "tiles!");
    EXPECT_EQ(std::as_const(r).value_unchecked(), "tiles!");
    const std::string moved = std::move(r).value();
    EXPECT_EQ(moved, "tiles!");
}

TEST(Result, HoldsAnError) {
    result<int> r = make_error(errc::invalid_tile, "'8z' is not a tile", 4);
    ASSERT_FALSE(r.ok());
    EXPECT_FALSE(static_cast<bool>(r));
    EXPECT_EQ(r.err().code, errc::invalid_tile);
    EXPECT_EQ(r.err().offset, 4u);
    EXPECT_EQ(r.err().message, "invalid_tile: '8z' is not a tile");
    EXPECT_EQ(&r.err_unchecked(), &r.err());
    const error moved = std::move(r).err();
    EXPECT_EQ(moved.message, "invalid_tile: '8z' is not a tile");
}

TEST(Result, MovesOutMoveOnlyValues) {
    result<std::unique_ptr<int>> r = std::make_unique<int>(7);
    ASSERT_TRUE(r.ok());
    std::unique_ptr<int> p = std::move(r).value_unchecked();
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(*p, 7);
}

TEST(Result, VoidSuccessAndError) {
    const result<void> fine;
    EXPECT_TRUE(fine.ok());
    EXPECT_TRUE(static_cast<bool>(fine));
    const result<void> bad = make_error(errc::unknown_flag, "'x' is not a rule flag");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.err().code, errc::unknown_flag);
    EXPECT_EQ(bad.err().message, "unknown_flag: 'x' is not a rule flag");
    EXPECT_EQ(&bad.err_unchecked(), &bad.err());
}

#ifndef NDEBUG
// Debug builds check the accessors' preconditions; release builds compile the checks out.
TEST(ResultDeathTest, DebugBuildsCatchTheWrongAccessor) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    const result<int> value = 3;
    const result<int> failure = make_error(errc::invalid_value, "no");
    const result<void> success;
    EXPECT_DEATH((void)value.err(), "err\\(\\) on a value");
    EXPECT_DEATH((void)failure.value(), "value\\(\\) on an error");
    EXPECT_DEATH((void)*failure, "value\\(\\) on an error");
    EXPECT_DEATH((void)success.err(), "err\\(\\) on success");
}
#endif

}  // namespace
}  // namespace hupai
