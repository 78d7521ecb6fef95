"""analyste drafts credit memos from company filings and lets no unverified word through."""

__version__ = "0.1.0"
