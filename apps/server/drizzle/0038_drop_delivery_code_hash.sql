-- The delivery code is now checked by deriving it again from its nonce (code_sealed) with the
-- server's key. The unkeyed SHA-256 kept here let a database reader recover a code in under two
-- seconds: it is forgotten now. The column itself stays one release, for processes of the
-- previous release still serving during a rolling upgrade (docs/deploy.md); it is dropped after.
UPDATE "fulfilments" SET "code_hash" = NULL WHERE "code_hash" IS NOT NULL;
