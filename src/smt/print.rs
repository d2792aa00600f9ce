//! Formulas as C expressions: the loop invariants a solver found (Spacer's), for a
//! correctness witness that a C validator reads.

use super::Formula;
use z3::ast::{Ast, Dynamic};
use z3::{AstKind, DeclKind};

impl Formula {
    /// The formula as a C expression over program variables: `var` names a Z3
    /// constant's variable (`None` for one a C expression cannot name, e.g. a
    /// temporary). `None` for what C cannot say the same way (quantifiers, `div`,
    /// `mod`, arrays, uninterpreted functions).
    pub fn to_c(&self, var: &dyn Fn(&str) -> Option<String>) -> Option<String> {
        c_of(&Dynamic::from_ast(&self.0), var)
    }
}

fn c_of(d: &Dynamic, var: &dyn Fn(&str) -> Option<String>) -> Option<String> {
    match d.kind() {
        AstKind::Numeral => return Some(d.to_string().replace(['(', ')'], "").replace("- ", "-")),
        AstKind::App => {}
        _ => return None,
    }
    let args = d.children();
    let all = |sep: &str| -> Option<String> {
        let parts: Option<Vec<String>> = args.iter().map(|a| c_of(a, var)).collect();
        Some(format!("({})", parts?.join(sep)))
    };
    let one = |k: usize| c_of(&args[k], var);
    Some(match d.decl().kind() {
        DeclKind::True => "1".into(),
        DeclKind::False => "0".into(),
        DeclKind::And => all(" && ")?,
        DeclKind::Or => all(" || ")?,
        DeclKind::Not => format!("!{}", one(0)?),
        DeclKind::Implies => format!("(!{} || {})", one(0)?, one(1)?),
        DeclKind::Eq | DeclKind::Iff => format!("({} == {})", one(0)?, one(1)?),
        DeclKind::Distinct if args.len() == 2 => format!("({} != {})", one(0)?, one(1)?),
        DeclKind::Le => format!("({} <= {})", one(0)?, one(1)?),
        DeclKind::Lt => format!("({} < {})", one(0)?, one(1)?),
        DeclKind::Ge => format!("({} >= {})", one(0)?, one(1)?),
        DeclKind::Gt => format!("({} > {})", one(0)?, one(1)?),
        DeclKind::Add => all(" + ")?,
        DeclKind::Sub => all(" - ")?,
        DeclKind::Mul => all(" * ")?,
        DeclKind::Uminus => format!("(-{})", one(0)?),
        DeclKind::Ite => format!("({} ? {} : {})", one(0)?, one(1)?, one(2)?),
        DeclKind::Uninterpreted if args.is_empty() => var(&d.decl().name())?,
        _ => return None,
    })
}
