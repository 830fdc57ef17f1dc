package datasf.mcp.soql.tree;

/** A value: a name, a literal, a call, an operation on other values. */
public sealed interface Expr extends Node
        permits ColumnRef, Literal, Call, Unary, Binary, IsNull, Like, In, Between, Cast, Paren, Case, Star {}
