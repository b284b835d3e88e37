"""The chat-completions fake follows its script by what the context shows was said."""

from __future__ import annotations

from duplexworld.fakes.chat import AFTER_TOOL, ASK, BYE, scripted_reply

GREETING = {"role": "assistant", "content": "Thank you for calling. How can I help you today?"}
TOOLS = [{"type": "function", "function": {"name": "lookup", "parameters": {}}}]


def _user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def test_a_caller_turn_split_in_two_does_not_skip_the_question():
    # a framework's endpointing took a pause in the caller's opening for its end: two user
    # messages, and the question asked after the first was cut before a word was heard
    body = {"messages": [GREETING, _user("Hello."), _user("My card is gone.")], "tools": TOOLS}
    assert scripted_reply(body) == (ASK, [])


def test_a_line_cut_before_half_was_heard_is_said_again():
    cut = {"role": "assistant", "content": "I can help with"}
    body = {"messages": [GREETING, _user("Hello."), cut, _user("My card is gone.")], "tools": TOOLS}
    assert scripted_reply(body) == (ASK, [])
    most = {"role": "assistant", "content": ASK[: len(ASK) * 3 // 4]}
    body = {"messages": [GREETING, _user("Hello."), most, _user("Sarah Miller.")], "tools": TOOLS}
    text, calls = scripted_reply(body)
    assert text == "" and calls[0]["function"]["name"] == "lookup"


def test_the_script_runs_question_tool_answer_goodbye():
    asked = [GREETING, _user("My card is gone."), {"role": "assistant", "content": ASK}]
    named = [*asked, _user("Sarah Miller.")]
    _, calls = scripted_reply({"messages": named, "tools": TOOLS})
    assert calls
    call = {"role": "assistant", "content": None, "tool_calls": calls}
    result = {"role": "tool", "tool_call_id": calls[0]["id"], "content": "{}"}
    assert scripted_reply({"messages": [*named, call, result], "tools": TOOLS}) == (AFTER_TOOL, [])
    # the answer after the tool was talked over entirely: said again at the next turn
    more = [*named, call, result, _user("It was at my sister's.")]
    assert scripted_reply({"messages": more, "tools": TOOLS}) == (AFTER_TOOL, [])
    done = [*more, {"role": "assistant", "content": AFTER_TOOL}, _user("No, thanks.")]
    assert scripted_reply({"messages": done, "tools": TOOLS}) == (BYE, [])
