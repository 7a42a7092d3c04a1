// Set before any test module loads: helpers/server.ts reads it once, for every server of the file.
process.env.API_TEST_DB = 'postgres';
