-- What each API process keeps in memory (published pages by slot, live sessions by login family)
-- is dropped when the rows behind it change, in this process and in every other one on the same
-- database (issue 24): triggers NOTIFY on commit, whatever made the change (the studio, a logout, the
-- seed, an UPDATE typed by hand). Must run on PostgreSQL 15 as well as PGlite.

-- A statement's notice: channel and payload are the trigger's two arguments.
CREATE FUNCTION notify_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END
$$;

-- Any change to pages: the page caches drop everything (publishing is rare; reading is constant).
CREATE TRIGGER pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_statement('mall_pages', '*');

-- A login family revoked (logout, refresh-token reuse, password change) or removed: its sessions end.
CREATE FUNCTION notify_session_family_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('mall_sessions', OLD.family);
  ELSIF NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL THEN
    PERFORM pg_notify('mall_sessions', NEW.family);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER refresh_tokens_ended AFTER UPDATE OF revoked_at OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_family_ended();

-- What else a session's answer reads (the member's enterprise, whether it is a disposable card's):
-- rare changes, so every session is checked again.
CREATE TRIGGER members_session_facts AFTER UPDATE OF one_id OR DELETE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_statement('mall_sessions', '*');
CREATE TRIGGER disposable_cards_session_facts AFTER INSERT OR UPDATE OF member_id OR DELETE ON disposable_cards
  FOR EACH STATEMENT EXECUTE FUNCTION notify_statement('mall_sessions', '*');
